/**
 * Encounter packs (GET /api/v1/encounter-packs…): per case, everything the embedded patient engine
 * and grader (engine/) need to run an encounter on the device: the case's facts, persona, exam
 * findings and checklist extras, the content version they came from and the engine seed the
 * server uses, so that the device and the server produce the same replies byte for byte.
 *
 * contract/ imports only zod, so the case is checked here by its shape (every field the engine
 * reads, with its type); the server builds packs from content that content/schema.ts validated.
 * The device validates every stored pack against this schema when it reads it: a pack that does
 * not parse is treated as missing, never used.
 */
import { z } from 'zod';

/** How many packs one batch request may ask for. */
export const ENCOUNTER_PACK_BATCH_MAX = 40;

const text = z.string().min(1);

const packDoorCard = z.looseObject({
  patientName: text,
  age: z.number().int().min(0).max(110),
  ageMonths: z.number().int().min(0).max(23).optional(),
  sex: z.enum(['남자', '여자']),
  situation: text,
  presentingComplaint: text,
  bloodPressure: text,
  pulse: text,
  respiration: text,
  temperature: text,
  description: z.string(),
});

const packPersona = z.looseObject({
  occupation: text,
  temperament: text,
  speechStyle: text,
  openingLine: text,
  concerns: z.array(text).min(1),
  informant: text.optional(),
});

const packChecklistItem = z.looseObject({ id: text, section: text, text });

export const encounterCase = z.looseObject({
  id: text,
  primaryCategory: text,
  secondaryCategory: text,
  name: text,
  shortDescription: text,
  doorCard: packDoorCard,
  persona: packPersona,
  history: z.record(z.string(), text),
  symptoms: z.record(z.string(), z.looseObject({ present: z.boolean(), detail: text.optional() })),
  exam: z.record(z.string(), z.looseObject({ finding: text, reaction: text.optional() })),
  differentials: z.array(text).min(1),
  plan: z.looseObject({ tests: z.array(text).min(1), treatment: z.array(text).min(1) }),
  education: z.array(text).min(1),
  checklistExtras: z.array(packChecklistItem).optional(),
});

export const encounterPack = z.object({
  scenarioId: text,
  /** Hash of the case as served: a pack whose version differs from the manifest's is stale. */
  contentVersion: text,
  /** The seed the server's engine uses for this case (variant phrases are chosen by it). */
  engineSeed: z.string(),
  case: encounterCase,
});
export type EncounterPack = z.infer<typeof encounterPack>;

export const encounterPackAnswer = z.object({ data: encounterPack });
export const encounterPackParams = z.object({ scenarioId: z.string().min(1).max(120) });

export const encounterPackBatchQuery = z.object({
  ids: z
    .string({ error: '받을 증례를 선택해주세요.' })
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(120))
        .min(1, { error: '받을 증례를 선택해주세요.' })
        .max(ENCOUNTER_PACK_BATCH_MAX, {
          error: `한 번에 ${ENCOUNTER_PACK_BATCH_MAX}개까지 받을 수 있습니다.`,
        }),
    ),
});
export const encounterPackBatchAnswer = z.object({ data: z.array(encounterPack) });

export const encounterPackManifestEntry = z.object({
  scenarioId: z.string(),
  contentVersion: z.string(),
  /** Size of the pack as JSON (UTF-8 bytes), what the device will store. */
  bytes: z.number().int().nonnegative(),
});
export type EncounterPackManifestEntry = z.infer<typeof encounterPackManifestEntry>;
export const encounterPackManifestAnswer = z.object({
  data: z.array(encounterPackManifestEntry),
  totalBytes: z.number().int().nonnegative(),
});
export type EncounterPackManifest = z.infer<typeof encounterPackManifestAnswer>;
