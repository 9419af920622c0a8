// Orders (decision 124): pricing a cart, placing an order once per Idempotency-Key, the order's life
// through its allowed statuses, and who may see it. Every amount is the server's: the browser's prices
// are compared, never used. Placing an order takes its stock, numbers its invoice and queues its
// e-mails in one transaction, so an order exists whole or not at all (the steps: place-order.ts,
// decision 180). This file builds the service from its parts: the quote (checkout-quote.ts), the moves
// between statuses (order-moves.ts), what people do to an order (order-actions.ts), what is shown
// (order-views.ts) and the order's money (order-payments.ts).
import type { PincodeAnswer } from '../../../contract/delivery.ts';
import { indiaToday } from '../../../contract/leads.ts';
import type {
  CallbackData,
  CallbackRequestParsed,
  CheckoutSettings,
  Quote,
  QuoteRequestParsed,
} from '../../../contract/orders.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { LeadsService, RequestMeta } from '../leads/index.ts';
import type { Supplier } from '../billing/index.ts';
import type { OrderEmailSettings } from '../../email/order-emails.ts';
import { callbackCartText } from './callback.ts';
import { loadRows, quoteCart, type QuoteTerms } from './checkout-quote.ts';
import { createGatewayBreaker } from './gateway-breaker.ts';
import { createOrderActions } from './order-actions.ts';
import type { OrderLinks } from './order-links.ts';
import { createOrderMoves } from './order-moves.ts';
import type { OrderMail } from './order-notices.ts';
import { createOrderPayments, type OrderPaymentsDeps } from './order-payments.ts';
import { loadOrder, type ReadOrder } from './order-read.ts';
import { createOrderViews } from './order-views.ts';
import { openAlerts } from './payment-alerts.ts';
import type { OnlineGateway } from './payments.ts';
import { createOrderPlacement } from './place-order.ts';
import { priceCart } from './pricing.ts';
import { createReturns } from './returns.service.ts';
import type { MediaStorage } from '../../media/storage.ts';

export { ORDER_NOT_FOUND } from './order-read.ts';
export type { OrderAccess } from './order-views.ts';

/** The shop as its orders and documents name it: billing's Supplier. */
export type ShopIdentity = Supplier;

export interface OrdersOptions {
  /** The pincode lookup of the delivery module. */
  lookup: (pincode: string) => Promise<PincodeAnswer>;
  links: OrderLinks;
  shop: ShopIdentity;
  emails: OrderEmailSettings;
  /** Where the order page lives: `${shopOrigin}/orders/view?id=…&token=…`. */
  shopOrigin: string;
  messageIdDomain: string;
  /** Cash on delivery is offered up to this total, whole rupees. */
  codMaxRupees: number;
  /** Razorpay, when its keys are configured; without it, only cash on delivery is offered. */
  gateway?: OnlineGateway | undefined;
  /** How long an order awaiting online payment holds its stock. */
  reservationMinutes?: number;
  /** The most pieces one order may hold until it is paid (decision 160). */
  unpaidUnitsMax?: number;
  /** Where a request to be called back to order a cart goes: the leads (decision 161). */
  callbacks?: Pick<LeadsService, 'submitCallback'>;
  /** How long online payment is not offered after the gateway failed three times running. */
  onlinePaymentPauseMs?: number;
  /** How long a refund the gateway never answered for waits before it is asked again. */
  refundRetryMs?: number;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
  now?: () => Date;
  /** Where a webhook's payment goes when its gateway order is no order's: a project's stage. */
  otherPayment?: OrderPaymentsDeps['otherPayment'];
  /** Where the photos of returns are kept, and the origin their addresses start with (decision 197). */
  media?: { storage: MediaStorage; origin: string };
  /** The delivery zone of a pincode (decision 200): returns book its crews' days. */
  zoneOf?: (pincode: string) => Promise<string | null>;
}

export function createOrdersService(database: Database, options: OrdersOptions) {
  const now = options.now ?? (() => new Date());
  const today = () => indiaToday(now());
  const gateway = options.gateway;
  const unpaidUnitsMax = options.unpaidUnitsMax ?? 30;
  const breaker = createGatewayBreaker({ failures: 3, pauseMs: options.onlinePaymentPauseMs ?? 300_000 });
  const terms: QuoteTerms = {
    shopStateCode: options.shop.stateCode,
    codMaxRupees: options.codMaxRupees,
    online: gateway ? breaker : null,
    today,
  };
  const mail: OrderMail = {
    emails: options.emails,
    messageIdDomain: options.messageIdDomain,
    orderUrl: async (id: string, executor?: Executor) =>
      `${options.shopOrigin}/orders/view?id=${id}&token=${await options.links.tokenFor(id, executor)}`,
  };
  const readOrder: ReadOrder = async (executor, id) =>
    (await loadOrder(executor, id, gateway))?.order ?? null;
  const { move } = createOrderMoves({ readOrder, mail, today });
  const placement = createOrderPlacement({
    database,
    lookup: options.lookup,
    links: options.links,
    terms,
    mail,
    readOrder,
    move,
    today,
    gateway,
    breaker,
    unpaidUnitsMax,
    reservationMinutes: options.reservationMinutes ?? 30,
    log: options.log,
  });
  const payments = createOrderPayments({
    database,
    gateway,
    alerts: {
      settings: options.emails,
      messageIdDomain: options.messageIdDomain,
      adminUrl: (id) => `${options.shopOrigin}/admin/orders/${id}`,
    },
    log: options.log,
    move,
    readOrder,
    placePaid: placement.placePaid,
    ...(options.otherPayment ? { otherPayment: options.otherPayment } : {}),
    ...(options.refundRetryMs ? { refundUnsentRetryMs: options.refundRetryMs } : {}),
  });
  const views = createOrderViews({ database, gateway, links: options.links, shop: options.shop });
  const actions = createOrderActions({
    database,
    gateway,
    authorisedRow: views.authorisedRow,
    move,
    payments,
  });

  const returns = options.media
    ? createReturns({
        database,
        authorisedRow: views.authorisedRow,
        payments,
        storage: options.media.storage,
        mediaOrigin: options.media.origin,
        shopStateCode: options.shop.stateCode,
        today,
        mail,
        adminUrl: (id) => `${options.shopOrigin}/admin/returns/${id}`,
        zoneOf: options.zoneOf ?? (async () => null),
      })
    : undefined;

  return {
    /** Returns and replacements of delivered orders (decision 197); with media storage only. */
    returns,

    /** What the cart and checkout need to know before a quote: how an order can be paid, and its size. */
    settings(): CheckoutSettings {
      return {
        codMaxRupees: options.codMaxRupees,
        onlinePayment: gateway !== undefined,
        unitsMax: unpaidUnitsMax,
      };
    },

    /**
     * A request to be called back to order the cart (decision 161): the lines priced from the shop's own
     * rows, written down as a lead for staff, with its two e-mails.
     */
    async requestCallback(
      input: CallbackRequestParsed,
      meta: RequestMeta,
    ): Promise<{ data: CallbackData; replayed: boolean }> {
      if (!options.callbacks) throw new AppError('unavailable', 'Callbacks cannot be requested right now.');
      const { products, variants } = await loadRows(database.db, input.lines, false);
      const priced = priceCart(input.lines, products, variants, true, null);
      return options.callbacks.submitCallback(
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          cart: callbackCartText(priced, input.pincode),
        },
        meta,
      );
    },

    async quote(request: QuoteRequestParsed): Promise<Quote> {
      const { quote } = await quoteCart(
        database.db,
        request,
        terms,
        false,
        await options.lookup(request.pincode),
      );
      return quote;
    },

    place: placement.place,
    get: views.authorised,
    forStaff: views.forStaff,
    document: views.document,
    forCustomer: views.forCustomer,
    cancel: actions.cancel,
    confirmPayment: actions.confirmPayment,
    webhook: payments.webhook,
    act: actions.act,
    expireReservations: payments.expireReservations,

    /** Refunds no answer or webhook settled: asked for again, or looked up. Run by the background worker. */
    settleRefunds: payments.settleRefunds,
    /** Asks the gateway for a refund recorded as pending (a payment stage's second payment). */
    sendRefund: payments.sendRefund,

    forgetOldWebhookEvents: payments.forgetOldWebhookEvents,

    /** What staff must look at about orders' money: raised alerts still open, newest first. */
    alerts: () => openAlerts(database.db),

    list: views.list,
    todaysSales: views.todaysSales,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
