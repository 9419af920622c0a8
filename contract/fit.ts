// The "Will it fit?" contract (docs/will-it-fit.md, decision 204): the access measures a signed-in
// customer keeps for their delivery address, read and replaced at /account/access-measures. The shape is
// checked here (a whole number or null per measure); the ranges and the measures that go together are
// plain rules in fit-rules.ts, which the API answers with 422 naming the field and the browser shares.
import { z } from './zod.ts';
import { ACCESS_MEASURE_LABELS, type AccessMeasureField } from './fit-rules.ts';

export * from './fit-rules.ts';

const measure = (field: AccessMeasureField) =>
  z
    .number({ error: `${ACCESS_MEASURE_LABELS[field]} must be a number of centimetres` })
    .int(`${ACCESS_MEASURE_LABELS[field]} must be a whole number of centimetres`)
    .nullable()
    .default(null);

/** PUT /account/access-measures: every measure; one left out or null is not measured. */
export const AccessMeasuresUpdateSchema = z
  .object({
    door_width_cm: measure('door_width_cm'),
    door_height_cm: measure('door_height_cm'),
    no_lift: z.boolean({ error: 'no_lift must be true or false' }).default(false),
    lift_width_cm: measure('lift_width_cm'),
    lift_depth_cm: measure('lift_depth_cm'),
    lift_height_cm: measure('lift_height_cm'),
    stair_width_cm: measure('stair_width_cm'),
  })
  .strict();
export type AccessMeasuresUpdate = z.infer<typeof AccessMeasuresUpdateSchema>;

const cm = z.number().int().nullable();

/** The customer's measures; all null (and `updated_at` null) until they save some. */
export const AccessMeasuresSchema = z.object({
  door_width_cm: cm,
  door_height_cm: cm,
  no_lift: z.boolean(),
  lift_width_cm: cm,
  lift_depth_cm: cm,
  lift_height_cm: cm,
  stair_width_cm: cm,
  updated_at: z.string().nullable(),
});
export type AccessMeasuresData = z.infer<typeof AccessMeasuresSchema>;

export const AccessMeasuresDataSchema = z.object({ measures: AccessMeasuresSchema });
