// The documented demo customer of the embedded provider: an account to sign in with, a filled-in
// profile, a few saved products and design projects in several statuses with their designers, so that
// every signed-in page has something to show on a fresh install. Idempotent; it never resets a
// password or data the demo customer changed.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../client.ts';

/** README: sign in to the demo shop with these. */
export const DEMO_CUSTOMER = {
  email: 'demo@aangan.example',
  password: 'aangan-demo-2026',
  first_name: 'Priya',
  last_name: 'Sharma',
  phone: '+919876500001',
  address: 'Plot 42, Road No. 36, Jubilee Hills',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500033',
} as const;

const DESIGNERS = [
  { first_name: 'Ananya', last_name: 'Rao', email: 'ananya.rao@example.in' },
  { first_name: 'Vikram', last_name: 'Mehta', email: 'vikram.mehta@example.in' },
] as const;

const DAY_MS = 86_400_000;

const PROJECTS = [
  {
    project_name: 'Balcony reading nook',
    status: 'inquiry',
    description:
      'A small covered balcony to turn into a reading corner with plants, a cane chair and soft lighting.',
    budget_min: 40_000,
    budget_max: 75_000,
    timeline: 'Within 2 months',
    designer: null,
    daysAgo: 2,
  },
  {
    project_name: 'Master bedroom refresh',
    status: 'consultation_scheduled',
    description:
      'New wardrobe shutters, a headboard wall in fabric and bedside lighting, keeping the existing bed.',
    budget_min: 1_50_000,
    budget_max: 2_50_000,
    timeline: 'Before Diwali',
    designer: 0,
    daysAgo: 9,
  },
  {
    project_name: '3BHK living and dining',
    status: 'in_progress',
    description:
      'Complete living and dining design for our new flat in Gachibowli: TV unit, crockery unit, false ceiling and a six-seater dining set in teak.',
    budget_min: 6_00_000,
    budget_max: 9_00_000,
    timeline: '3 to 4 months',
    designer: 1,
    daysAgo: 45,
  },
  {
    project_name: 'Home office corner',
    status: 'completed',
    description: 'A compact study with a wall-mounted desk, storage and an ergonomic chair.',
    budget_min: 60_000,
    budget_max: 90_000,
    timeline: '6 weeks',
    designer: 0,
    daysAgo: 210,
  },
] as const;

export interface DemoSeedResult {
  accountCreated: boolean;
  customerCreated: boolean;
}

/** Seeds the demo customer for the embedded provider whose issuer is `issuer`. */
export async function seedDemoCustomer(
  database: Database,
  issuer: string,
  now: Date = new Date(),
): Promise<DemoSeedResult> {
  const found = await database.query<{ id: string }>(sql`
    SELECT id FROM identity_accounts WHERE lower(email) = ${DEMO_CUSTOMER.email}`);
  let accountId = found[0]?.id;
  let accountCreated = false;
  if (!accountId) {
    const passwordHash = await hash(DEMO_CUSTOMER.password);
    const [row] = await database.query<{ id: string }>(sql`
      INSERT INTO identity_accounts (email, password_hash, first_name, last_name, phone, email_verified)
      VALUES (${DEMO_CUSTOMER.email}, ${passwordHash}, ${DEMO_CUSTOMER.first_name}, ${DEMO_CUSTOMER.last_name},
              ${DEMO_CUSTOMER.phone}, true)
      ON CONFLICT ((lower(email))) DO NOTHING
      RETURNING id`);
    accountId =
      row?.id ??
      (
        await database.query<{ id: string }>(sql`
      SELECT id FROM identity_accounts WHERE lower(email) = ${DEMO_CUSTOMER.email}`)
      )[0]!.id;
    accountCreated = !!row;
  }

  const existing = await database.query(sql`
    SELECT 1 FROM customers WHERE issuer = ${issuer} AND subject = ${String(accountId)}`);
  if (existing.length > 0) return { accountCreated, customerCreated: false };

  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  let customerCreated = false;
  await database.db.transaction(async (tx) => {
    const inserted = (await tx.execute(sql`
      INSERT INTO customers (issuer, subject, first_name, last_name, email, phone, address, city, state, pincode, created_at, updated_at)
      VALUES (${issuer}, ${String(accountId)}, ${DEMO_CUSTOMER.first_name}, ${DEMO_CUSTOMER.last_name}, ${DEMO_CUSTOMER.email},
              ${DEMO_CUSTOMER.phone}, ${DEMO_CUSTOMER.address}, ${DEMO_CUSTOMER.city}, ${DEMO_CUSTOMER.state},
              ${DEMO_CUSTOMER.pincode}, ${at(240)}, ${at(240)})
      ON CONFLICT (issuer, subject) DO NOTHING
      RETURNING id`)) as unknown;
    const rows = (Array.isArray(inserted) ? inserted : (inserted as { rows: { id: string }[] }).rows) as {
      id: string;
    }[];
    const customerId = rows[0]?.id;
    if (!customerId) return;
    customerCreated = true;

    const designerIds: string[] = [];
    for (const designer of DESIGNERS) {
      const designerRows = await rowsOf<{ id: string }>(
        tx,
        sql`
        WITH found AS (SELECT id FROM designers WHERE email = ${designer.email}),
        created AS (
          INSERT INTO designers (first_name, last_name, email)
          SELECT ${designer.first_name}, ${designer.last_name}, ${designer.email}
          WHERE NOT EXISTS (SELECT 1 FROM found)
          RETURNING id)
        SELECT id FROM found UNION ALL SELECT id FROM created`,
      );
      designerIds.push(String(designerRows[0]!.id));
    }

    for (const project of PROJECTS) {
      await tx.execute(sql`
        INSERT INTO projects (customer_id, project_name, description, status, budget_min, budget_max, timeline,
                              assigned_designer_id, created_at, updated_at)
        VALUES (${customerId}, ${project.project_name}, ${project.description}, ${project.status}, ${project.budget_min},
                ${project.budget_max}, ${project.timeline},
                ${project.designer === null ? null : designerIds[project.designer]!}, ${at(project.daysAgo)}, ${at(project.daysAgo)})`);
    }

    await tx.execute(sql`
      INSERT INTO wishlist_items (customer_id, product_id, created_at)
      SELECT ${customerId}, id, ${at(1)}::timestamptz - (row_number() OVER (ORDER BY rating DESC, name)) * interval '1 hour'
      FROM products WHERE stock_status = 'in_stock' ORDER BY rating DESC, name LIMIT 3
      ON CONFLICT DO NOTHING`);
  });
  return { accountCreated, customerCreated };
}
