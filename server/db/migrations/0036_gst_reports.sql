-- The GST return's data (decision 198): GSTR-1 reads a period's documents in keyset pages of
-- (issued_on, id), a batch at a time; this index serves each page without sorting the period again.
CREATE INDEX "tax_documents_period_idx" ON "tax_documents" USING btree ("issued_on","id");
