// GSTR-1 benchmark (decision 198): a month of 20,000 invoices (two lines each; a fifth to registered
// buyers, one in fifty a B2C large sale to another state, the rest B2C small across four states) and 500
// credit notes, inserted in bulk into a throwaway PostgreSQL cluster; then the month's zip is downloaded
// over HTTP from the real app as a member of staff, read as it streams. Prints the time to the first
// byte and to the last, the zip's size, and the API process's peak memory (RSS and heap) while it ran.
// Target: ≤ 10 s on PostgreSQL, streamed. It prints figures and does not fail on time.
//
//   npm run bench:gstr1                                   PostgreSQL, 20,000 invoices, 500 credit notes
//   npm run bench:gstr1 -- --invoices 50000 --credit-notes 1000 --engine both
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Database } from '../../server/db/client.ts';
import { onEngines, withBenchApp, type Engine } from './lib/bench-app.ts';
import { mb } from './lib/process-memory.ts';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: '20000' },
    'credit-notes': { type: 'string', default: '500' },
    period: { type: 'string', default: '2026-10' },
    engine: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '3' },
  },
});
const invoices = Number(values.invoices);
const creditNotes = Math.min(Number(values['credit-notes']), invoices);
const period = values.period;
const runs = Number(values.runs);

/** Invoices and their lines, then credit notes copying every `step`-th invoice, in a few statements. */
async function loadMonth(database: Database): Promise<void> {
  const first = `${period}-01`;
  await database.query(sql`
    CREATE TABLE bench_gstr1_lines AS
    SELECT g, p AS position,
           CASE WHEN g % 5 = 0 THEN CASE WHEN g % 10 = 0 THEN '29' ELSE '36' END
                WHEN g % 50 = 1 THEN '27'
                ELSE (ARRAY['36', '36', '29', '33'])[1 + g % 4] END AS pos,
           CASE WHEN g % 5 = 0 THEN '29AABCU' || lpad((g % 500)::text, 4, '0') || 'R1ZM' END AS gstin,
           CASE WHEN p = 1 THEN '9401' ELSE '9403' END AS hsn,
           p AS quantity,
           CASE WHEN p = 1 THEN 1800 ELSE 500 END AS rate,
           CASE WHEN p = 2 THEN 200000 + (g % 100) * 200
                WHEN g % 50 = 1 THEN 15000000
                ELSE 1000000 + (g % 1000) * 100 END::bigint AS taxable
    FROM generate_series(1, ${invoices}) g CROSS JOIN generate_series(1, 2) p`);
  // Every taxable value is chosen so that each tax, and each half of it, is a whole number of paise.
  await database.query(sql`
    INSERT INTO tax_documents (kind, financial_year, serial, number, issued_on, buyer_name, buyer_gstin,
                               place_of_supply, particulars, taxable_paise, cgst_paise, sgst_paise, igst_paise,
                               total_paise)
    SELECT 'invoice', '2026-27', g, 'AAN/26-27/' || lpad(g::text, 6, '0'), ${first}::date + (g % 28),
           CASE WHEN min(gstin) IS NULL THEN 'Walk-in buyer ' || g ELSE 'Firm ' || (g % 500) END,
           min(gstin), min(pos), '{}'::jsonb, sum(taxable),
           sum(CASE WHEN pos = '36' THEN taxable * rate / 20000 ELSE 0 END),
           sum(CASE WHEN pos = '36' THEN taxable * rate / 20000 ELSE 0 END),
           sum(CASE WHEN pos = '36' THEN 0 ELSE taxable * rate / 10000 END),
           sum(taxable + taxable * rate / 10000)
    FROM bench_gstr1_lines
    GROUP BY g`);
  await database.query(sql`
    INSERT INTO tax_document_lines (document_id, position, description, hsn_code, quantity, unit_price_paise,
                                    gst_rate_bp, amount_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
    SELECT d.id, l.position, CASE WHEN l.position = 1 THEN 'Sheesham sofa' ELSE 'Side table' END, l.hsn,
           l.quantity, (l.taxable + l.taxable * l.rate / 10000) / l.quantity, l.rate,
           l.taxable + l.taxable * l.rate / 10000, l.taxable,
           CASE WHEN l.pos = '36' THEN l.taxable * l.rate / 20000 ELSE 0 END,
           CASE WHEN l.pos = '36' THEN l.taxable * l.rate / 20000 ELSE 0 END,
           CASE WHEN l.pos = '36' THEN 0 ELSE l.taxable * l.rate / 10000 END
    FROM bench_gstr1_lines l JOIN tax_documents d ON d.kind = 'invoice' AND d.financial_year = '2026-27' AND d.serial = l.g`);
  const step = Math.max(1, Math.floor(invoices / Math.max(creditNotes, 1)));
  await database.query(sql`
    INSERT INTO tax_documents (kind, financial_year, serial, number, issued_on, references_id, reason, buyer_name,
                               buyer_gstin, place_of_supply, particulars, taxable_paise, cgst_paise, sgst_paise,
                               igst_paise, total_paise)
    SELECT 'credit_note', '2026-27', serial / ${step}, 'CN/26-27/' || lpad((serial / ${step})::text, 6, '0'),
           issued_on, id, 'Order cancelled', buyer_name, buyer_gstin, place_of_supply, '{}'::jsonb, taxable_paise,
           cgst_paise, sgst_paise, igst_paise, total_paise
    FROM tax_documents WHERE kind = 'invoice' AND serial % ${step} = 0 AND serial / ${step} <= ${creditNotes}`);
  await database.query(sql`
    INSERT INTO tax_document_lines (document_id, position, description, hsn_code, quantity, unit_price_paise,
                                    gst_rate_bp, amount_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
    SELECT c.id, l.position, l.description, l.hsn_code, l.quantity, l.unit_price_paise, l.gst_rate_bp,
           l.amount_paise, l.taxable_paise, l.cgst_paise, l.sgst_paise, l.igst_paise
    FROM tax_documents c JOIN tax_document_lines l ON l.document_id = c.references_id
    WHERE c.kind = 'credit_note'`);
  await database.query(sql`DROP TABLE bench_gstr1_lines`);
  await database.query(sql`ANALYZE tax_documents`);
  await database.query(sql`ANALYZE tax_document_lines`);
}

/** Samples this process's memory every 20 ms until stopped; answers the peaks. */
function watchMemory() {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 20);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

async function bench(engine: Engine, database: Database) {
  let loadMs = 0;
  await withBenchApp(
    database,
    {
      staff: 'owner',
      load: async () => {
        const started = performance.now();
        await loadMonth(database);
        loadMs = performance.now() - started;
      },
    },
    async (app, headers) => {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const summary = await fetch(`${origin}/api/v1/admin/reports/gstr1?period=${period}`, { headers });
      const data = (
        (await summary.json()) as { data: { reconciled: boolean; documentsCount: { documents: number } } }
      ).data;
      console.log(
        `\n${engine}: ${invoices.toLocaleString('en-IN')} invoices and ${creditNotes} credit notes in ${period}` +
          ` (loaded in ${(loadMs / 1000).toFixed(1)} s); ${data.documentsCount.documents} documents,` +
          ` reconciled: ${data.reconciled ? 'yes' : 'NO'}`,
      );
      console.log(
        'run'.padEnd(6),
        'first byte'.padStart(12),
        'total'.padStart(10),
        'zip'.padStart(10),
        'peak RSS'.padStart(10),
        'peak heap'.padStart(10),
      );
      const before = process.memoryUsage();
      console.log(`before: RSS ${mb(before.rss)}, heap ${mb(before.heapUsed)}`);
      for (let run = 1; run <= runs; run++) {
        global.gc?.();
        const stop = watchMemory();
        const started = performance.now();
        const response = await fetch(`${origin}/api/v1/admin/reports/gstr1.zip?period=${period}`, {
          headers,
        });
        if (!response.ok || !response.body) throw new Error(`the zip answered ${response.status}`);
        let firstByte = 0;
        let bytes = 0;
        for await (const chunk of response.body) {
          if (bytes === 0) firstByte = performance.now() - started;
          bytes += (chunk as Uint8Array).length;
        }
        const total = performance.now() - started;
        const peak = stop();
        console.log(
          String(run).padEnd(6),
          `${(firstByte / 1000).toFixed(2)} s`.padStart(12),
          `${(total / 1000).toFixed(2)} s`.padStart(10),
          `${(bytes / 1024).toFixed(0)} kB`.padStart(10),
          mb(peak.rss).padStart(10),
          mb(peak.heap).padStart(10),
        );
      }
      const zip = new Uint8Array(
        await (
          await fetch(`${origin}/api/v1/admin/reports/gstr1.zip?period=${period}`, { headers })
        ).arrayBuffer(),
      );
      const entries = Object.entries(unzipSync(zip)).map(
        ([name, bytes]) => `${name} ${(bytes.length / 1024).toFixed(0)} kB`,
      );
      console.log(`in the zip: ${entries.join(', ')}`);
      console.log(`target: the zip in ≤ 10 s on PostgreSQL`);
    },
  );
}

await onEngines(values.engine, bench);
