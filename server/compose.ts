// The composition root: every service of the API, built once from the database and the configuration.
// app.ts hands the services to the route plugins as options and main.ts starts the outbox from them;
// nothing else constructs a service.
import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import {
  createAuth,
  createEmbeddedIdentity,
  keyRingFor,
  createRefresher,
  identitySettings,
  createTokenVerifier,
} from './modules/identity/index.ts';
import {
  createAccessMeasuresService,
  createAvatarService,
  createCustomersService,
  signInFacts,
  createWishlistService,
  createAdminCustomersService,
  createRecentlyViewedService,
} from './modules/account/index.ts';
import { type MediaStorage } from './media/storage.ts';
import { mediaStorageFor } from './media/storage-from-config.ts';
import {
  createProjectsService,
  createAdminProjectsService,
  createQuotesService,
  createStagesService,
  createProjectDocumentsService,
  createTimelineService,
  createVisitsService,
  createProjectPhotosService,
} from './modules/projects/index.ts';
import {
  createReviewsService,
  createAdminCategoriesService,
  createCatalogueExportService,
  createAdminImagesService,
  createImportsService,
  createImportWorker,
  createAdminProductsService,
  createReturnWindows,
  createAdminReviewsService,
  createBuildIndexService,
  createCategoriesService,
  type CategoriesService,
  createProductsService,
  createStockAlertsService,
  createStockNotices,
  type StockNotices,
  createLowStockService,
  readRedirects,
  createResponseCache,
  readCatalogueVersion,
  createViewCounter,
} from './modules/catalogue/index.ts';
import { createAdminLeadsService, createChatLinks, createLeadsService } from './modules/leads/index.ts';
import { createRateLimits } from './limits/rate-limits.ts';
import { cartRecovery, createCartReminders, createCartsService } from './modules/carts/index.ts';
import { createWriteLimits, writeLimitSettings, type WriteLimits } from './limits/write-limits.ts';
import {
  createAuditLogService,
  createBuildsService,
  createDashboardService,
} from './modules/operations/index.ts';
import {
  createAdminSlotsService,
  createDeliveryService,
  createOrderSlotsService,
} from './modules/delivery/index.ts';
import { createCouponsService, createEmiService } from './modules/offers/index.ts';
import {
  createDispatchPaperwork,
  createOrderLinks,
  createOrdersExport,
  createOrdersService,
  createRazorpay,
} from './modules/orders/index.ts';
import { createReportsService } from './modules/reports/index.ts';
import {
  createStaffGuard,
  createMembersService,
  createStaffService,
  type StaffGuard,
} from './modules/staff/index.ts';
import { createMetrics } from './observability/metrics.ts';
import { mailDirectory, mailDomain, startOutbox, type OutboxLog } from './outbox/index.ts';

export interface ComposeOptions {
  database: Database;
  config: Config;
  /** Where uploads (avatars, catalogue images) go; DATA_DIR/media on disk, served at /media/, when not given. */
  storage?: MediaStorage;
}

/** The business's name, e-mail and phone, as its e-mails give them. */
const shopContact = (config: Config) => ({
  businessName: config.BUSINESS_NAME,
  businessEmail: config.BUSINESS_EMAIL,
  businessPhone: config.BUSINESS_WHATSAPP_NUMBER,
});

/** The shop as its tax documents and quotes name it. */
const supplierOf = (config: Config) => ({
  name: config.BUSINESS_NAME,
  stateCode: config.BUSINESS_GSTIN.slice(0, 2),
  gstin: config.BUSINESS_GSTIN,
  addressLines: config.BUSINESS_ADDRESS.split('|').map((line) => line.trim()),
  email: config.BUSINESS_EMAIL,
  phone: config.BUSINESS_WHATSAPP_NUMBER,
});

/** GSTR-1, the sales register and the period summary, from the GST documents (decision 198). */
function composeReports(database: Database, config: Config, guard: StaffGuard) {
  const supplier = { gstin: config.BUSINESS_GSTIN, stateCode: supplierOf(config).stateCode };
  return { guard, supplier, reports: createReportsService(database, supplier) };
}

/** Razorpay, once its keys are configured: orders and design projects' stages are paid through it. */
const gatewayOf = (config: Config) =>
  config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
    ? createRazorpay({
        keyId: config.RAZORPAY_KEY_ID,
        keySecret: config.RAZORPAY_KEY_SECRET,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: config.RAZORPAY_API_URL,
        checkoutUrl: config.RAZORPAY_CHECKOUT_URL,
      })
    : undefined;

/** What orders take from the configuration alone: the supplier on tax documents, payment and stock rules. */
function orderSettings(config: Config) {
  return {
    shop: supplierOf(config),
    codMaxRupees: config.COD_MAX_RUPEES,
    gateway: gatewayOf(config),
    reservationMinutes: config.ORDER_RESERVATION_MINUTES,
    unpaidUnitsMax: config.ORDER_UNPAID_UNITS_MAX,
    onlinePaymentPauseMs: config.ONLINE_PAYMENT_PAUSE_SECONDS * 1000,
    refundRetryMs: config.REFUND_RETRY_SECONDS * 1000,
  };
}

interface CatalogueContext {
  mediaOrigin: string;
  shopOrigin: string;
  messageIdDomain: string;
  limits: ReturnType<typeof createRateLimits>;
  writeLimits: ReturnType<typeof createWriteLimits>;
}

/** The storefront's catalogue: products and categories, their cached answers, views and stock alerts. */
function composeCatalogue(
  database: Database,
  config: Config,
  { mediaOrigin, shopOrigin, messageIdDomain, limits, writeLimits }: CatalogueContext,
) {
  const categories = createCategoriesService(database, { mediaOrigin });
  const products = createProductsService(database, categories, { mediaOrigin });
  return {
    products,
    categories,
    /** Public catalogue answers in memory until the catalogue changes (decision 115). */
    responseCache: createResponseCache(database, {
      maxEntries: config.RESPONSE_CACHE_ENTRIES,
      maxBytes: config.RESPONSE_CACHE_MB * 1024 * 1024,
      checkMs: config.RESPONSE_CACHE_CHECK_MS,
    }),
    version: () => readCatalogueVersion(database),
    redirects: () => readRedirects(database),
    // The first view of each day also sweeps the ended windows of every limit.
    views: createViewCounter(database, { daily: () => limits.sweep() }),
    stockAlerts: createStockAlertsService(database, {
      apiOrigin: config.publicApiOrigin,
      shopOrigin,
      businessName: config.BUSINESS_NAME,
      messageIdDomain,
    }),
    limits: writeLimits,
  };
}

/** The back office's catalogue: products, images, categories, CSV import and export, reviews. */
function composeAdminCatalogue(
  database: Database,
  {
    guard,
    categories,
    media,
    mediaOrigin,
    notices,
  }: {
    guard: StaffGuard;
    categories: CategoriesService;
    media: MediaStorage;
    mediaOrigin: string;
    /** Back-in-stock notices for what a save, a bulk change or an import puts back (decision 206). */
    notices: StockNotices;
  },
) {
  const imports = createImportsService(database, { notices });
  return {
    guard,
    products: createAdminProductsService(database, categories, { mediaOrigin, notices }),
    images: createAdminImagesService(database, media, { mediaOrigin }),
    categories: createAdminCategoriesService(database, media, { mediaOrigin }),
    imports,
    exports: createCatalogueExportService(database),
    reviews: createAdminReviewsService(database),
    /** Return windows of categories and products (decision 197). */
    returnWindows: createReturnWindows(database),
  };
}

/** The back office's sales side: design projects, leads and customers. */
function composeSales(
  database: Database,
  config: Config,
  context: {
    guard: StaffGuard;
    media: MediaStorage;
    embeddedIssuer: string | undefined;
    mail: ReturnType<typeof shopContact> & { shopOrigin: string };
    messageIdDomain: string;
  },
) {
  const projects = createAdminProjectsService(database, {
    mail: context.mail,
    messageIdDomain: context.messageIdDomain,
  });
  return {
    guard: context.guard,
    projects,
    /** Design quotes in versions (decision 191): the back office's side and the customer's. */
    quotes: createQuotesService(database, {
      mail: context.mail,
      messageIdDomain: context.messageIdDomain,
      discountShareBp: config.QUOTE_DISCOUNT_SHARE_PERCENT * 100,
      shop: supplierOf(config),
    }),
    leads: createAdminLeadsService(database, projects, config.SLOT_CAPACITY),
    customers: createAdminCustomersService(database, {
      storage: context.media,
      embeddedIssuer: context.embeddedIssuer,
      mailDirectory: mailDirectory(config),
    }),
  };
}

/** Sign-in: the embedded OpenID provider when no external one is configured, and the token checks. */
function composeIdentity(
  database: Database,
  config: Config,
  {
    settings,
    staffService,
    messageIdDomain,
    limits,
  }: {
    settings: ReturnType<typeof identitySettings>;
    staffService: ReturnType<typeof createStaffService>;
    messageIdDomain: string;
    limits: ReturnType<typeof createRateLimits>;
  },
) {
  const embedded =
    settings.mode === 'embedded'
      ? createEmbeddedIdentity({
          database,
          settings,
          keyring: keyRingFor(database),
          page: { brandName: config.BUSINESS_NAME, shopUrl: settings.postLogoutRedirectUris[0] ?? '/' },
          messageIdDomain,
          limits,
          // The back office's grant: only for current staff (decision 051).
          staffAccess: (account) => staffService.linkAccount(settings.issuer, account),
        })
      : undefined;
  const verifier = createTokenVerifier(settings, embedded);
  return { settings, embedded, verifier, refresh: createRefresher(settings) };
}

/**
 * Checkout and orders (decision 124), and design projects' payment stages (decision 192), which share
 * the gateway: a webhook's payment for a stage reaches the stages through orders, which own the
 * webhook, and a stage's second payment is refunded through orders' refunds.
 */
function composeMoney(
  database: Database,
  config: Config,
  context: {
    guard: StaffGuard;
    auth: ReturnType<typeof createAuth>;
    writeLimits: ReturnType<typeof createWriteLimits>;
    lookup: Parameters<typeof createOrdersService>[1]['lookup'];
    links: ReturnType<typeof createOrderLinks>;
    contact: ReturnType<typeof shopContact>;
    shopOrigin: string;
    mediaOrigin: string;
    messageIdDomain: string;
    callbacks: ReturnType<typeof createLeadsService>;
    log: Pick<OutboxLog, 'warn' | 'error'>;
    media: MediaStorage;
    zoneOf: (pincode: string) => Promise<string | null>;
  },
) {
  const { contact, shopOrigin, messageIdDomain } = context;
  const settingsOfOrders = orderSettings(config);
  const stages = createStagesService(database, {
    gateway: settingsOfOrders.gateway,
    sendRefund: (refund, reference) => orders.orders.sendRefund(refund, reference),
    mail: { ...contact, shopOrigin },
    messageIdDomain,
    shop: settingsOfOrders.shop,
    mediaOrigin: context.mediaOrigin,
  });
  const orders = {
    guard: context.guard,
    auth: context.auth,
    limits: context.writeLimits,
    orders: createOrdersService(database, {
      ...settingsOfOrders,
      lookup: context.lookup,
      links: context.links,
      emails: contact,
      shopOrigin,
      messageIdDomain,
      callbacks: context.callbacks,
      log: context.log,
      otherPayment: (payment) => stages.webhookPayment(payment),
      media: { storage: context.media, origin: context.mediaOrigin },
      zoneOf: context.zoneOf,
    }),
  };
  /** A design project's payment stages: the back office's and the customer's. */
  const projectPayments = {
    guard: context.guard,
    auth: context.auth,
    limits: context.writeLimits,
    stages,
    documents: createProjectDocumentsService(database),
    timeline: createTimelineService(database),
    /** What project e-mails are signed and addressed with. */
    mail: { mail: { ...contact, shopOrigin }, messageIdDomain },
  };
  return { orders, projectPayments };
}

/**
 * A design project's site visits (decision 195), offered by staff and picked by the customer, and the
 * photos kept on a project: the visits' and the proofs of offline payments (decision 196). They share
 * the project payments' guard, limits and mail settings.
 */
function composeVisits(
  database: Database,
  media: MediaStorage,
  projectPayments: ReturnType<typeof composeMoney>['projectPayments'],
  mediaOrigin: string,
) {
  const { guard, auth, limits, mail } = projectPayments;
  const visits = createVisitsService(database, { ...mail, mediaOrigin });
  return {
    siteVisits: { guard, auth, limits, visits },
    projectPhotos: {
      guard,
      visits,
      stages: projectPayments.stages,
      photos: createProjectPhotosService(database, media),
    },
  };
}

/**
 * An order's delivery and installation days (decision 200): the shopper's, read through the orders'
 * own check of who may see an order, and the back office's places and bookings.
 */
function composeSlots(
  database: Database,
  delivery: { guard: StaffGuard; delivery: ReturnType<typeof createDeliveryService> },
  orders: { auth: ReturnType<typeof createAuth>; orders: ReturnType<typeof createOrdersService> },
  context: { contact: ReturnType<typeof shopContact>; shopOrigin: string; messageIdDomain: string },
) {
  const links = createOrderLinks(database);
  return {
    guard: delivery.guard,
    auth: orders.auth,
    orders: createOrderSlotsService({
      database,
      delivery: delivery.delivery,
      order: (id, access) => orders.orders.get(id, access),
      mail: {
        emails: context.contact,
        messageIdDomain: context.messageIdDomain,
        orderUrl: async (id, executor) =>
          `${context.shopOrigin}/orders/view?id=${id}&token=${await links.tokenFor(id, executor)}`,
      },
    }),
    admin: createAdminSlotsService(database),
  };
}

/**
 * Dispatch and stock (decision 199): packing slips, delivery challans, a day's invoices and the orders'
 * CSV; the products at or below their low-stock threshold, listed and e-mailed each morning.
 */
function composeDispatch(
  database: Database,
  config: Config,
  context: { guard: StaffGuard; shopOrigin: string; messageIdDomain: string },
) {
  return {
    dispatch: {
      guard: context.guard,
      dispatch: createDispatchPaperwork({ database, shop: supplierOf(config) }),
      ordersExport: createOrdersExport(database),
    },
    stock: {
      guard: context.guard,
      lowStock: createLowStockService(database, {
        mail: {
          businessName: config.BUSINESS_NAME,
          businessEmail: config.BUSINESS_EMAIL,
          shopOrigin: context.shopOrigin,
        },
        messageIdDomain: context.messageIdDomain,
      }),
    },
  };
}

/** The staff who run the back office, their guard, and the operations they see: audit, builds, dashboard. */
function composeStaff(
  database: Database,
  config: Config,
  context: {
    staffService: ReturnType<typeof createStaffService>;
    identity: ReturnType<typeof composeIdentity>;
    settings: ReturnType<typeof identitySettings>;
  },
) {
  const { staffService, identity, settings } = context;
  const staff = {
    service: staffService,
    members: createMembersService({ database, identity: identity.embedded }),
    guard: createStaffGuard({
      verifier: identity.verifier,
      staff: staffService,
      rolesClaim: config.OIDC_ROLES_CLAIM,
      linkByEmail: settings.mode === 'external',
    }),
  };
  const builds = createBuildsService(database);
  const operations = {
    guard: staff.guard,
    audit: createAuditLogService(database),
    builds,
    dashboard: createDashboardService({
      database,
      builds,
      slotCapacity: config.SLOT_CAPACITY,
      cartRecovery: () => cartRecovery(database.db),
    }),
    rebuilderConnected: config.REBUILDER_TOKEN !== undefined,
  };
  return { staff, operations };
}

/**
 * The cart that follows the account, the reminders of carts left behind, and the consent record they
 * ask (decision 207); with what their route plugins are given.
 */
function composeCarts(
  database: Database,
  config: Config,
  context: {
    account: { auth: ReturnType<typeof createAuth>; limits: ReturnType<typeof createWriteLimits> };
    mediaOrigin: string;
    shopOrigin: string;
    messageIdDomain: string;
  },
) {
  const { account, shopOrigin } = context;
  const carts = createCartsService(database, { mediaOrigin: context.mediaOrigin });
  const reminders = createCartReminders(database, {
    hours: config.CART_REMINDER_HOURS,
    shopOrigin,
    apiOrigin: config.publicApiOrigin,
    businessName: config.BUSINESS_NAME,
    messageIdDomain: context.messageIdDomain,
    carts,
  });
  return {
    auth: account.auth,
    carts,
    reminders,
    consentRoutes: { auth: account.auth, database, limits: account.limits },
    unsubscribeRoutes: { reminders, businessName: config.BUSINESS_NAME, shopOrigin },
  };
}

/** Consultations, contact messages and the chat button's links (decision 161 and before). */
function composeLeads(
  database: Database,
  config: Config,
  deps: { contact: ReturnType<typeof shopContact>; messageIdDomain: string; writeLimits: WriteLimits },
) {
  return {
    leads: createLeadsService(database, {
      slotCapacity: config.SLOT_CAPACITY,
      notifications: deps.contact,
      messageIdDomain: deps.messageIdDomain,
    }),
    chat: createChatLinks(config.BUSINESS_WHATSAPP_NUMBER),
    limits: deps.writeLimits,
  };
}

/** The signed-in customer's side: their record, avatar, home's access measures, wishlist, projects and reviews. */
function composeAccount(
  database: Database,
  deps: {
    media: MediaStorage;
    embedded: ReturnType<typeof composeIdentity>['embedded'];
    verifier: ReturnType<typeof composeIdentity>['verifier'];
    products: ReturnType<typeof composeCatalogue>['products'];
    identity: ReturnType<typeof composeIdentity>;
    writeLimits: WriteLimits;
  },
) {
  const customers = createCustomersService(database, deps.media, signInFacts(deps.embedded));
  return {
    auth: createAuth(deps.verifier, customers),
    customers,
    avatars: createAvatarService(deps.media, customers),
    accessMeasures: createAccessMeasuresService(database),
    wishlist: createWishlistService(database, deps.products),
    projects: createProjectsService(database),
    reviews: createReviewsService(database),
    refresh: deps.identity.refresh,
    limits: deps.writeLimits,
  };
}

export function composeServices({ database, config, storage }: ComposeOptions) {
  // Rows name media `/media/<key>`; this origin makes them URLs: where they are published (the bucket's
  // or its CDN's with an object store, decision 144; the site's, which forwards them, decision 127), or
  // the API's own.
  const mediaOrigin = config.MEDIA_PUBLIC_URL ?? config.publicApiOrigin;
  const messageIdDomain = mailDomain(config.MAIL_FROM);
  const limits = createRateLimits(database);
  const writeLimits = createWriteLimits(limits, writeLimitSettings(config));

  // The embedded provider runs only when no external one (OIDC_ISSUER) is configured.
  const settings = identitySettings(config);
  /** The shop as its e-mails sign and link it. */
  const shopOrigin = settings.siteOrigins[0] ?? config.publicApiOrigin;
  const contact = shopContact(config);

  const catalogue = composeCatalogue(database, config, {
    mediaOrigin,
    shopOrigin,
    messageIdDomain,
    limits,
    writeLimits,
  });
  const { products, categories } = catalogue;

  const leads = composeLeads(database, config, { contact, messageIdDomain, writeLimits });

  const staffService = createStaffService(database);
  const identity = composeIdentity(database, config, { settings, staffService, messageIdDomain, limits });
  const { embedded, verifier } = identity;

  const media = storage ?? mediaStorageFor(config);
  const account = composeAccount(database, { media, embedded, verifier, products, identity, writeLimits });

  const carts = composeCarts(database, config, { account, mediaOrigin, shopOrigin, messageIdDomain });

  const { staff, operations } = composeStaff(database, config, { staffService, identity, settings });

  const sales = composeSales(database, config, {
    guard: staff.guard,
    media,
    embeddedIssuer: embedded ? settings.issuer : undefined,
    mail: { ...contact, shopOrigin },
    messageIdDomain,
  });

  const adminCatalogue = composeAdminCatalogue(database, {
    guard: staff.guard,
    categories,
    media,
    mediaOrigin,
    notices: createStockNotices({ shopOrigin, businessName: config.BUSINESS_NAME, messageIdDomain }),
  });
  /** Runs CSV import jobs in this process; app.ts starts it when the API listens and stops it on close. */
  const importWorker = createImportWorker(database, adminCatalogue.imports);

  /** Where the shop delivers: the shopper's pincode lookup and the back office's ranges (decision 120). */
  const delivery = { guard: staff.guard, delivery: createDeliveryService(database) };
  /** Coupon codes in the back office (decision 202); checkout prices them in its own transaction. */
  const coupons = { guard: staff.guard, coupons: createCouponsService(database) };

  /** Checkout and orders (decision 124). */
  // Payment troubles happen in the background too; they go to the log the outbox worker is given.
  let backgroundLog: OutboxLog | undefined;
  const ordersLog = {
    warn: (object: object, message: string) => backgroundLog?.warn(object, message),
    error: (object: object, message: string) => backgroundLog?.error(object, message),
  };
  const { orders, projectPayments } = composeMoney(database, config, {
    guard: staff.guard,
    auth: account.auth,
    writeLimits,
    lookup: (pincode) => delivery.delivery.lookup(pincode),
    links: createOrderLinks(database),
    contact,
    shopOrigin,
    mediaOrigin,
    messageIdDomain,
    callbacks: leads.leads,
    log: ordersLog,
    media,
    zoneOf: async (pincode) => (await delivery.delivery.rangeFor(pincode))?.zone ?? null,
  });

  const { siteVisits, projectPhotos } = composeVisits(database, media, projectPayments, mediaOrigin);

  const { dispatch, stock } = composeDispatch(database, config, {
    guard: staff.guard,
    shopOrigin,
    messageIdDomain,
  });

  const outbox = {
    /** Starts delivering the outbox; call once the database is migrated, stop before closing it. */
    // The same worker lets orders whose online payment ran out of time go (decision 125), and settles
    // refunds that no answer or webhook settled (decision 163).
    start: (log: OutboxLog) => {
      backgroundLog = log;
      return startOutbox(database, config, log, [
        () => orders.orders.expireReservations(),
        () => orders.orders.settleRefunds(),
        () => orders.orders.forgetOldWebhookEvents(),
        () => projectPayments.stages.remindOverdue(),
        () => siteVisits.visits.remindTomorrow(),
        () => stock.lowStock.sendDaily(),
        () => carts.reminders.remindAbandoned(),
      ]);
    },
  };

  /** Prometheus metrics, only when a scraper's token is configured (decision 142). */
  const metrics = config.METRICS_TOKEN
    ? createMetrics({
        database,
        token: config.METRICS_TOKEN,
        ...(embedded ? { signInRoute: `${settings.mountPath}/interaction/:uid/login` } : {}),
      })
    : undefined;

  return {
    database,
    /** Where media are stored: uploads, and the demo's generated images (main.ts). */
    media,
    metrics,
    catalogue,
    /** The site build's digest of every product page (decision 100). */
    buildIndex: createBuildIndexService(database, { mediaOrigin }),
    leads,
    identity,
    account,
    carts,
    recentlyViewed: { auth: account.auth, recentlyViewed: createRecentlyViewedService(database) },
    staff,
    operations,
    sales,
    adminCatalogue,
    importWorker,
    delivery,
    /** EMI plans: the shop's "EMI from ₹X/month" and the back office's plans (decision 203). */
    emi: { guard: staff.guard, emi: createEmiService(database) },
    coupons,
    orders,
    projectPayments,
    siteVisits,
    projectPhotos,
    dispatch,
    stock,
    slots: composeSlots(database, delivery, orders, { contact, shopOrigin, messageIdDomain }),
    reports: composeReports(database, config, staff.guard),
    outbox,
  };
}

export type Services = ReturnType<typeof composeServices>;
