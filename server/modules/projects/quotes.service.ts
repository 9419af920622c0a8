// A design project's quote in versions (decision 191). The back office starts a version (a copy of the
// last one, or the project's rooms), saves its content while it is a draft, and sends it: the customer
// is e-mailed, earlier open versions are superseded, and the content's digest is fixed. The customer
// reads the versions sent to them, asks for changes, or approves the latest one explicitly; the approval
// records the version, its digest, the time, the account and the IP address, and locks it. Every write
// happens in one transaction with its audit entry and its e-mails; a version's row is locked first, so
// that two answers or a send and an answer never cross.
import { sql } from 'drizzle-orm';
import {
  DEFAULT_QUOTE_ROOMS,
  QUOTE_LIMITS,
  type AdminDesignQuote,
  type DesignQuote,
  type DesignQuoteStatus,
  type QuoteSummary,
} from '../../../contract/design-quotes.ts';
import { isUuid } from '../../../contract/ids.ts';
import { stateByCode } from '../../../contract/india-rules.ts';
import { formatPaise } from '../../../contract/money.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { fieldError } from '../../lib/db-errors.ts';
import { addDays, indiaToday, iso, longDate } from '../../lib/dates.ts';
import { ERASED_EMAIL } from '../../lib/erased.ts';
import { enqueueEmail, type OutgoingEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import {
  quoteAnswerShopEmail,
  quoteApprovedEmail,
  quoteSentEmail,
  type ProjectEmailSettings,
} from '../../email/project-emails.ts';
import { amountInWords, type Supplier } from '../billing/index.ts';
import type { Address } from '../../../contract/orders.ts';
import { renderQuote } from './quote-pdf.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { can } from '../../../contract/admin/rules.ts';
import {
  buildLines,
  catalogueKey,
  changesSince,
  contentDigest,
  priceLines,
  type CatalogueItem,
  type DraftInput,
  type LineRecord,
} from './quote-content.ts';

export const QUOTE_NOT_FOUND = 'Quote not found';
export const PROJECT_NOT_FOUND = 'Project not found';

interface QuoteRow {
  id: string;
  project_id: string;
  version: number;
  status: DesignQuoteStatus;
  rooms: string[];
  discount_paise: number;
  valid_until: string;
  terms: string;
  place_of_supply: string | null;
  intra_state: boolean;
  gross_paise: number;
  discount_total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  content_digest: string | null;
  sent_at: string | null;
  changes_requested_at: string | null;
  change_comment: string | null;
  approved_at: string | null;
  approved_by: string | null;
  approved_ip: string | null;
  approved_digest: string | null;
  created_at: string;
  updated_at: string;
  line_count?: number;
}

/** The project as quotes need it: its customer, where they hear from us, and the site's state. */
interface ProjectFacts {
  id: string;
  project_name: string;
  customer_id: string | null;
  recipient: string | null;
  first_name: string | null;
  last_name: string | null;
  site_state: string | null;
  site_address: Address | null;
  /** The rooms the project is about: a first version's rooms. */
  rooms: string[] | null;
}

const LINE_COLUMNS = sql.raw(
  [
    'line_key',
    'position',
    'room',
    'kind',
    'product_id',
    'variant_id',
    'sku',
    'description',
    'unit',
    'quantity_milli',
    'unit_paise',
    'includes_gst',
    'gst_rate_bp',
    'hsn_sac',
    'material',
    'finish',
    'discount_paise',
    'gross_paise',
    'quote_discount_paise',
    'taxable_paise',
    'cgst_paise',
    'sgst_paise',
    'igst_paise',
    'total_paise',
  ].join(', '),
);

async function projectFacts(
  executor: Executor,
  projectId: string,
  lock = false,
): Promise<ProjectFacts | undefined> {
  if (!isUuid(projectId)) return undefined;
  const [row] = await rowsOf<ProjectFacts>(
    executor,
    sql`SELECT p.id, p.project_name, p.customer_id,
               nullif(coalesce(p.customer_email, c.email), ${ERASED_EMAIL}) AS recipient,
               c.first_name, c.last_name, p.site_address->>'stateCode' AS site_state, p.site_address, p.rooms
        FROM projects p LEFT JOIN customers c ON c.id = p.customer_id
        WHERE p.id = ${projectId}${lock ? sql` FOR UPDATE OF p` : sql``}`,
  );
  return row;
}

async function quoteRow(
  executor: Executor,
  projectId: string,
  version: number,
  lock = false,
): Promise<QuoteRow | undefined> {
  const [row] = await rowsOf<QuoteRow>(
    executor,
    sql`SELECT * FROM design_quotes WHERE project_id = ${projectId} AND version = ${version}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

async function linesOf(executor: Executor, quoteId: string): Promise<LineRecord[]> {
  return rowsOf<LineRecord>(
    executor,
    sql`SELECT ${LINE_COLUMNS} FROM design_quote_lines WHERE quote_id = ${quoteId} ORDER BY position`,
  );
}

/** The latest version that is not a draft: the one a customer may answer. */
async function latestSent(executor: Executor, projectId: string): Promise<number | null> {
  const [row] = await rowsOf<{ version: number | null }>(
    executor,
    sql`SELECT max(version) AS version FROM design_quotes WHERE project_id = ${projectId} AND status <> 'draft'`,
  );
  return row?.version ?? null;
}

/** Writes a version's lines and figures in place of what it had. */
async function storeContent(
  tx: Executor,
  quote: { id: string },
  content: { lines: LineRecord[]; money: ReturnType<typeof priceLines>['money'] },
  fields: {
    rooms: string[];
    discount_paise: number;
    valid_until: string;
    terms: string;
    place_of_supply: string | null;
    intra_state: boolean;
  },
): Promise<void> {
  await tx.execute(sql`DELETE FROM design_quote_lines WHERE quote_id = ${quote.id}`);
  if (content.lines.length > 0) {
    const values = content.lines.map(
      (line) => sql`(${quote.id}, ${line.line_key}, ${line.position}, ${line.room}, ${line.kind},
        ${line.product_id}, ${line.variant_id}, ${line.sku}, ${line.description}, ${line.unit},
        ${line.quantity_milli}, ${line.unit_paise}, ${line.includes_gst}, ${line.gst_rate_bp}, ${line.hsn_sac},
        ${line.material}, ${line.finish}, ${line.discount_paise}, ${line.gross_paise},
        ${line.quote_discount_paise}, ${line.taxable_paise}, ${line.cgst_paise}, ${line.sgst_paise},
        ${line.igst_paise}, ${line.total_paise})`,
    );
    await tx.execute(
      sql`INSERT INTO design_quote_lines (quote_id, ${LINE_COLUMNS}) VALUES ${sql.join(values, sql`, `)}`,
    );
  }
  const money = content.money;
  await tx.execute(sql`
    UPDATE design_quotes SET rooms = ${JSON.stringify(fields.rooms)}::jsonb, discount_paise = ${fields.discount_paise},
      valid_until = ${fields.valid_until}, terms = ${fields.terms}, place_of_supply = ${fields.place_of_supply},
      intra_state = ${fields.intra_state}, gross_paise = ${money.gross}, discount_total_paise = ${money.discount},
      taxable_paise = ${money.taxable}, cgst_paise = ${money.cgst}, sgst_paise = ${money.sgst},
      igst_paise = ${money.igst}, total_paise = ${money.total}, updated_at = now()
    WHERE id = ${quote.id}`);
}

/** The catalogue's rows for the product lines of a draft. */
async function catalogueFor(executor: Executor, draft: DraftInput): Promise<Map<string, CatalogueItem>> {
  const wanted = draft.lines.filter((line) => line.kind === 'product' && line.product_id);
  if (wanted.length === 0) return new Map();
  const productIds = [...new Set(wanted.map((line) => line.product_id!))];
  // Each product on its own (its own price), and each of its variants (theirs, where set).
  const rows = await rowsOf<CatalogueItem>(
    executor,
    sql`SELECT p.id AS product_id, NULL::uuid AS variant_id, p.name, p.sku, p.price, p.discount_price, p.hsn_code,
               p.gst_rate_bp, p.status
        FROM products p WHERE p.id = ANY(${sql.param(productIds)}::uuid[])
        UNION ALL
        SELECT p.id, v.id, p.name || ' (' || v.name || ')', coalesce(v.sku, p.sku), coalesce(v.price, p.price),
               v.discount_price, p.hsn_code, p.gst_rate_bp, p.status
        FROM products p JOIN product_variants v ON v.product_id = p.id
        WHERE p.id = ANY(${sql.param(productIds)}::uuid[])`,
  );
  return new Map(rows.map((row) => [catalogueKey(row.product_id, row.variant_id), row]));
}

export interface QuotesOptions {
  mail: ProjectEmailSettings;
  messageIdDomain: string;
  /** The largest discount, in basis points of the value before it, that a role without projects:discount may send. */
  discountShareBp: number;
  /** The shop as its documents name it; its state code makes a site in it an intra-state supply. */
  shop: Supplier;
}

export function createQuotesService(database: Database, options: QuotesOptions) {
  const mail = (executor: Executor, topic: string, email: OutgoingEmail) =>
    enqueueEmail(executor, { topic, email }, options.messageIdDomain);
  const intraState = (siteState: string | null) =>
    (siteState ?? options.shop.stateCode) === options.shop.stateCode;
  const shareBp = (row: Pick<QuoteRow, 'gross_paise' | 'discount_total_paise'>) =>
    row.gross_paise === 0 ? 0 : Math.ceil((row.discount_total_paise * 10_000) / row.gross_paise);

  const view = async (executor: Executor, row: QuoteRow): Promise<DesignQuote> => {
    const lines = await linesOf(executor, row.id);
    const previous = row.version > 1 ? await quoteRow(executor, row.project_id, row.version - 1) : undefined;
    const state = row.place_of_supply ? stateByCode(row.place_of_supply) : undefined;
    return {
      id: row.id,
      project_id: row.project_id,
      version: row.version,
      status: row.status,
      rooms: row.rooms,
      lines: lines.map((line) => ({
        key: line.line_key,
        position: line.position,
        room: line.room,
        kind: line.kind,
        product_id: line.product_id,
        variant_id: line.variant_id,
        sku: line.sku,
        description: line.description,
        unit: line.unit,
        quantity: line.quantity_milli / 1000,
        unit_paise: line.unit_paise,
        includes_gst: line.includes_gst,
        gst_rate_bp: line.gst_rate_bp,
        hsn_sac: line.hsn_sac,
        material: line.material,
        finish: line.finish,
        gross_paise: line.gross_paise,
        discount_paise: line.discount_paise,
        quote_discount_paise: line.quote_discount_paise,
        taxable_paise: line.taxable_paise,
        cgst_paise: line.cgst_paise,
        sgst_paise: line.sgst_paise,
        igst_paise: line.igst_paise,
        total_paise: line.total_paise,
      })),
      discount_paise: row.discount_paise,
      totals: {
        gross_paise: row.gross_paise,
        discount_paise: row.discount_total_paise,
        taxable_paise: row.taxable_paise,
        cgst_paise: row.cgst_paise,
        sgst_paise: row.sgst_paise,
        igst_paise: row.igst_paise,
        total_paise: row.total_paise,
      },
      by_rate: byRate(lines),
      total_in_words: amountInWords(row.total_paise),
      place_of_supply: state ? { code: state.code, name: state.name } : null,
      intra_state: row.intra_state,
      valid_until: row.valid_until,
      terms: row.terms,
      content_digest: row.content_digest,
      sent_at: row.sent_at ? iso(row.sent_at) : null,
      changes_requested:
        row.changes_requested_at !== null
          ? { at: iso(row.changes_requested_at), comment: row.change_comment ?? '' }
          : null,
      approved_at: row.approved_at ? iso(row.approved_at) : null,
      changes_since: previous
        ? changesSince(
            previous.version,
            { lines: await linesOf(executor, previous.id), total_paise: previous.total_paise },
            { lines, total_paise: row.total_paise },
          )
        : null,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  };

  const adminView = async (executor: Executor, row: QuoteRow): Promise<AdminDesignQuote> => ({
    ...(await view(executor, row)),
    approval: row.approved_digest
      ? { customer_id: row.approved_by, ip: row.approved_ip, digest: row.approved_digest }
      : null,
    discount_share_bp: shareBp(row),
    discount_needs_owner: shareBp(row) > options.discountShareBp,
  });

  const summary = (row: QuoteRow): QuoteSummary => ({
    version: row.version,
    status: row.status,
    total_paise: row.total_paise,
    line_count: row.line_count ?? 0,
    valid_until: row.valid_until,
    sent_at: row.sent_at ? iso(row.sent_at) : null,
    approved_at: row.approved_at ? iso(row.approved_at) : null,
    updated_at: iso(row.updated_at),
  });

  const summaries = (projectId: string, withDrafts: boolean) =>
    rowsOf<QuoteRow>(
      database.db,
      sql`SELECT q.*, (SELECT count(*)::int FROM design_quote_lines l WHERE l.quote_id = q.id) AS line_count
          FROM design_quotes q WHERE q.project_id = ${projectId}
          ${withDrafts ? sql`` : sql`AND q.status <> 'draft'`} ORDER BY q.version DESC`,
    );

  const mailFacts = (project: ProjectFacts, row: QuoteRow) => ({
    to: project.recipient!,
    firstName: project.first_name,
    projectName: project.project_name,
    projectId: project.id,
    version: row.version,
    total: formatPaise(row.total_paise),
    validUntil: longDate(row.valid_until),
  });

  const pdfOf = async (project: ProjectFacts, quote: DesignQuote) => ({
    fileName: `quote-${quote.version}.pdf`,
    pdf: await renderQuote(
      {
        quote,
        projectName: project.project_name,
        customerName: [project.first_name, project.last_name].filter(Boolean).join(' ') || null,
        site: project.site_address
          ? { ...project.site_address, stateName: stateByCode(project.site_address.stateCode)?.name ?? '' }
          : null,
      },
      options.shop,
    ),
  });

  /** A project that is the customer's, or 404. */
  const customersProject = async (
    executor: Executor,
    customerId: string,
    projectId: string,
    lock = false,
  ) => {
    const project = await projectFacts(executor, projectId, lock);
    if (!project || project.customer_id !== customerId) throw AppError.notFound(PROJECT_NOT_FOUND);
    return project;
  };

  const customersQuote = async (executor: Executor, projectId: string, version: number, lock = false) => {
    const row = await quoteRow(executor, projectId, version, lock);
    if (!row || row.status === 'draft') throw AppError.notFound(QUOTE_NOT_FOUND);
    return row;
  };

  return {
    // ── The back office ─────────────────────────────────────────────────────────────────────────
    async list(projectId: string): Promise<QuoteSummary[]> {
      if (!(await projectFacts(database.db, projectId))) throw AppError.notFound(PROJECT_NOT_FOUND);
      return (await summaries(projectId, true)).map(summary);
    },

    async get(projectId: string, version: number): Promise<AdminDesignQuote> {
      const row = isUuid(projectId) ? await quoteRow(database.db, projectId, version) : undefined;
      if (!row) throw AppError.notFound(QUOTE_NOT_FOUND);
      return adminView(database.db, row);
    },

    /**
     * Starts the next version: a copy of the last one (its rooms, lines at their prices, discount and
     * terms), or, for the first, the project's rooms and no lines. One draft at a time: 409 otherwise.
     */
    async start(actor: StaffPrincipal, projectId: string): Promise<AdminDesignQuote> {
      return database.db.transaction(async (tx) => {
        const project = await projectFacts(tx, projectId, true);
        if (!project) throw AppError.notFound(PROJECT_NOT_FOUND);
        const [last] = await rowsOf<QuoteRow>(
          tx,
          sql`SELECT * FROM design_quotes WHERE project_id = ${projectId} ORDER BY version DESC LIMIT 1`,
        );
        if (last?.status === 'draft')
          throw AppError.conflict(
            `Version ${last.version} is still a draft: change it, or send it before starting another`,
          );
        const today = indiaToday();
        const [created] = await rowsOf<QuoteRow>(
          tx,
          sql`INSERT INTO design_quotes (project_id, version, rooms, discount_paise, valid_until, terms, intra_state)
              VALUES (${projectId}, ${(last?.version ?? 0) + 1},
                      ${JSON.stringify(last?.rooms ?? (project.rooms?.length ? project.rooms : DEFAULT_QUOTE_ROOMS))}::jsonb, ${last?.discount_paise ?? 0},
                      ${addDays(today, 30)}, ${last?.terms ?? DEFAULT_TERMS}, ${intraState(project.site_state)})
              RETURNING *`,
        );
        if (last) {
          const copied = priceLines(
            await linesOf(tx, last.id),
            last.discount_paise,
            intraState(project.site_state),
          );
          await storeContent(tx, created!, copied, {
            rooms: last.rooms,
            discount_paise: last.discount_paise,
            valid_until: addDays(today, 30),
            terms: last.terms,
            place_of_supply: project.site_state,
            intra_state: intraState(project.site_state),
          });
        }
        await recordAudit(tx, {
          actor,
          action: 'quote.start',
          entityType: 'project',
          entityId: projectId,
          after: { version: created!.version, copied_from: last?.version ?? null },
        });
        return adminView(tx, (await quoteRow(tx, projectId, created!.version))!);
      });
    },

    /** Replaces a draft's content; its figures are computed here. 409 once it was sent. */
    async save(
      actor: StaffPrincipal,
      projectId: string,
      version: number,
      draft: DraftInput,
    ): Promise<AdminDesignQuote> {
      const today = indiaToday();
      if (draft.valid_until < today) throw fieldError('valid_until', 'valid_until must be today or later');
      if (draft.valid_until > addDays(today, QUOTE_LIMITS.validDays))
        throw fieldError('valid_until', `valid_until must be within ${QUOTE_LIMITS.validDays} days`);
      return database.db.transaction(async (tx) => {
        const project = await projectFacts(tx, projectId);
        const row = project ? await quoteRow(tx, projectId, version, true) : undefined;
        if (!project || !row) throw AppError.notFound(QUOTE_NOT_FOUND);
        if (row.status !== 'draft')
          throw AppError.conflict(
            `Version ${version} was sent and cannot change: start a new version to change the quote`,
          );
        const previous = new Map((await linesOf(tx, row.id)).map((line) => [line.line_key, line]));
        const lines = buildLines(draft, await catalogueFor(tx, draft), previous);
        const intra = intraState(project.site_state);
        const priced = priceLines(lines, draft.discount_paise, intra);
        await storeContent(tx, row, priced, {
          rooms: draft.rooms,
          discount_paise: draft.discount_paise,
          valid_until: draft.valid_until,
          terms: draft.terms,
          place_of_supply: project.site_state,
          intra_state: intra,
        });
        await recordAudit(tx, {
          actor,
          action: 'quote.save',
          entityType: 'project',
          entityId: projectId,
          before: { version, total_paise: row.total_paise, lines: previous.size },
          after: {
            version,
            total_paise: priced.money.total,
            lines: priced.lines.length,
            discount_paise: priced.money.discount,
          },
        });
        return adminView(tx, (await quoteRow(tx, projectId, version))!);
      });
    },

    /**
     * Sends a draft: priced again for the site as it is now, its digest fixed, the versions it replaces
     * superseded, and the customer e-mailed. A discount over the set share needs projects:discount.
     */
    async send(actor: StaffPrincipal, projectId: string, version: number): Promise<AdminDesignQuote> {
      const result = await database.db.transaction(async (tx) => {
        const project = await projectFacts(tx, projectId, true);
        const row = project ? await quoteRow(tx, projectId, version, true) : undefined;
        if (!project || !row) throw AppError.notFound(QUOTE_NOT_FOUND);
        if (row.status !== 'draft') throw AppError.conflict(`Version ${version} was sent already`);
        if (!project.site_state)
          throw AppError.conflict(
            "Add the site's address to the project first: its state is the quote's place of supply",
            'site_address',
          );
        if (!project.recipient)
          throw AppError.conflict('The project has no customer e-mail address to send the quote to');
        if (row.valid_until < indiaToday())
          throw fieldError('valid_until', 'valid_until has passed: change it before sending');
        const lines = await linesOf(tx, row.id);
        if (lines.length === 0)
          throw fieldError('lines', 'A quote needs at least one line before it is sent');
        const intra = intraState(project.site_state);
        const priced = priceLines(lines, row.discount_paise, intra);
        const fields = { ...row, place_of_supply: project.site_state, intra_state: intra };
        await storeContent(tx, row, priced, fields);
        const share = shareBp({
          gross_paise: priced.money.gross,
          discount_total_paise: priced.money.discount,
        });
        if (share > options.discountShareBp && !can(actor.role, 'projects:discount'))
          throw new AppError(
            'forbidden',
            `The discount is ${(share / 100).toFixed(2)} % of the quote; over ${options.discountShareBp / 100} % the owner sends it`,
          );
        const digest = contentDigest({
          ...fields,
          project_id: projectId,
          version,
          lines: priced.lines,
          total_paise: priced.money.total,
        });
        await tx.execute(sql`
          UPDATE design_quotes SET status = 'superseded', updated_at = now()
          WHERE project_id = ${projectId} AND version < ${version} AND status IN ('sent', 'changes_requested')`);
        await tx.execute(sql`
          UPDATE design_quotes SET status = 'sent', content_digest = ${digest}, sent_at = now(), sent_by = ${actor.id},
                 updated_at = now()
          WHERE id = ${row.id}`);
        const sent = (await quoteRow(tx, projectId, version))!;
        await recordAudit(tx, {
          actor,
          action: 'quote.send',
          entityType: 'project',
          entityId: projectId,
          after: { version, total_paise: sent.total_paise, discount_share_bp: share, digest },
        });
        await mail(tx, 'quote.sent', quoteSentEmail(options.mail, mailFacts(project, sent)));
        return adminView(tx, sent);
      });
      wakeOutbox();
      return result;
    },

    /** A version as a PDF, with its file name. */
    async pdf(projectId: string, version: number): Promise<{ fileName: string; pdf: Buffer }> {
      const project = await projectFacts(database.db, projectId);
      const row = project ? await quoteRow(database.db, projectId, version) : undefined;
      if (!project || !row) throw AppError.notFound(QUOTE_NOT_FOUND);
      return pdfOf(project, await view(database.db, row));
    },

    // ── The customer ────────────────────────────────────────────────────────────────────────────
    async customerList(customerId: string, projectId: string): Promise<QuoteSummary[]> {
      await customersProject(database.db, customerId, projectId);
      return (await summaries(projectId, false)).map(summary);
    },

    async customerGet(customerId: string, projectId: string, version: number): Promise<DesignQuote> {
      await customersProject(database.db, customerId, projectId);
      return view(database.db, await customersQuote(database.db, projectId, version));
    },

    async customerPdf(customerId: string, projectId: string, version: number) {
      const project = await customersProject(database.db, customerId, projectId);
      return pdfOf(project, await view(database.db, await customersQuote(database.db, projectId, version)));
    },

    /** The customer asks for changes to the latest version they were sent; the shop is e-mailed. */
    async requestChanges(
      customerId: string,
      projectId: string,
      version: number,
      comment: string,
    ): Promise<DesignQuote> {
      const result = await database.db.transaction(async (tx) => {
        const project = await customersProject(tx, customerId, projectId, true);
        const row = await customersQuote(tx, projectId, version, true);
        await answerable(tx, row);
        await tx.execute(sql`
          UPDATE design_quotes SET status = 'changes_requested', changes_requested_at = now(),
                 change_comment = ${comment}, updated_at = now()
          WHERE id = ${row.id}`);
        await mail(
          tx,
          'quote.changes',
          quoteAnswerShopEmail(options.mail, {
            projectName: project.project_name,
            projectId,
            version,
            answer: 'changes',
            comment,
          }),
        );
        return view(tx, (await quoteRow(tx, projectId, version))!);
      });
      wakeOutbox();
      return result;
    },

    /**
     * The customer approves the latest version, as they read it (`digest`): the approval is recorded
     * with its time, account and IP address, the version is locked, and an earlier approval gives way.
     */
    async approve(
      customerId: string,
      projectId: string,
      version: number,
      digest: string,
      ip: string,
    ): Promise<DesignQuote> {
      const result = await database.db.transaction(async (tx) => {
        const project = await customersProject(tx, customerId, projectId, true);
        const row = await customersQuote(tx, projectId, version, true);
        await answerable(tx, row);
        if (digest !== row.content_digest)
          throw AppError.conflict(
            'The quote changed since you opened it: read it again before approving',
            'digest',
          );
        await tx.execute(sql`
          UPDATE design_quotes SET status = 'superseded', updated_at = now()
          WHERE project_id = ${projectId} AND version < ${version} AND status = 'approved'`);
        await tx.execute(sql`
          UPDATE design_quotes SET status = 'approved', approved_at = now(), approved_by = ${customerId},
                 approved_ip = ${ip}, approved_digest = ${digest}, updated_at = now()
          WHERE id = ${row.id}`);
        const approved = (await quoteRow(tx, projectId, version))!;
        if (project.recipient)
          await mail(tx, 'quote.approved', quoteApprovedEmail(options.mail, mailFacts(project, approved)));
        await mail(
          tx,
          'quote.approved.shop',
          quoteAnswerShopEmail(options.mail, {
            projectName: project.project_name,
            projectId,
            version,
            answer: 'approved',
          }),
        );
        return view(tx, approved);
      });
      wakeOutbox();
      return result;
    },
  };
}

/** A version the customer may answer: the latest one sent, still open, and not expired; else 409. */
async function answerable(executor: Executor, row: QuoteRow): Promise<void> {
  const latest = await latestSent(executor, row.project_id);
  if (row.version !== latest)
    throw AppError.conflict(
      `Version ${row.version} is not the latest: read version ${latest} instead`,
      'version',
    );
  if (row.status === 'approved')
    throw AppError.conflict(`You approved version ${row.version} already`, 'version');
  if (row.status !== 'sent' && row.status !== 'changes_requested')
    throw AppError.conflict(`Version ${row.version} cannot be answered`, 'version');
  if (row.valid_until < indiaToday())
    throw AppError.conflict('This quote has expired: ask your designer for a new version', 'version');
}

/**
 * What an erased customer leaves on their projects' quotes: the approvals stay, as the business's record
 * of what was agreed, without the IP address; what they wrote when asking for changes goes.
 */
export async function eraseQuoteAnswers(tx: Executor, projectIds: readonly string[]): Promise<void> {
  if (projectIds.length === 0) return;
  await tx.execute(sql`
    UPDATE design_quotes SET approved_ip = NULL,
           change_comment = CASE WHEN change_comment IS NULL THEN NULL ELSE '[erased]' END
    WHERE project_id = ANY(${sql.param([...projectIds])}::uuid[])`);
}

/** Line-level sums by GST rate, lowest rate first. */
function byRate(lines: readonly LineRecord[]) {
  const rates = [...new Set(lines.map((line) => line.gst_rate_bp))].sort((a, b) => a - b);
  return rates.map((rate) => {
    const of = lines.filter((line) => line.gst_rate_bp === rate);
    const sum = (pick: (line: LineRecord) => number) => of.reduce((total, line) => total + pick(line), 0);
    return {
      gst_rate_bp: rate,
      taxable_paise: sum((line) => line.taxable_paise),
      cgst_paise: sum((line) => line.cgst_paise),
      sgst_paise: sum((line) => line.sgst_paise),
      igst_paise: sum((line) => line.igst_paise),
      total_paise: sum((line) => line.total_paise),
    };
  });
}

/** The terms a first version starts with; staff change them per quote. */
export const DEFAULT_TERMS = [
  'Prices include GST at the rates shown.',
  'Payment in stages: 10 % to book, 40 % when production starts, 50 % at installation, unless agreed otherwise.',
  'Measurements are confirmed at the site visit; a change of scope is a new version of this quote.',
  'Materials and finishes as listed; natural materials vary in grain and shade.',
].join('\n');

export type QuotesService = ReturnType<typeof createQuotesService>;
