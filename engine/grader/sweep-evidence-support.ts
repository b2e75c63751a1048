/**
 * Test support for engine/grader/sweep-evidence.test.ts (round 30): for one case, transcripts whose earlier turns share
 * an item's words without earning it, and the check that no item is met by them or quotes them. Nothing in the grader
 * imports it.
 */
import { caseChecklist } from '../../content/case-checklist';
import type { Case, ChecklistItem } from '../../content/schema';
import { createPatientEngine, type ChatTurn } from '../patient/engine';
import { utteranceFor } from './sweep-support';
import { gradeEncounter, type TranscriptMessage } from './grade';

/** The item's words: its checklist sentence without the verb of asking ("복통이 언제 시작되었는지"). */
export function itemWords(item: ChecklistItem): string {
  return item.text
    .trim()
    .replace(/[.]$/, '')
    .replace(
      /\s*(을|를)?\s*(물었다|확인했다|들었다|파악했다|평가했다|설명했다|권고했다|안내했다|교육했다)$/,
      '',
    )
    .trim();
}

const keysOf = (item: ChecklistItem): Set<string> =>
  new Set(
    Object.entries(item.satisfiedBy).flatMap(([kind, keys]) =>
      ((keys as readonly string[] | undefined) ?? []).map((k) => `${kind.replace(/s$/, '')}:${k}`),
    ),
  );

/** Items whose own wording is an act that is itself the question (invitation, closing, check of understanding). */
const SELF_EARNING =
  /education:(invitingQuestions|closing|checkUnderstanding|teachBack)|act:(openQuestion|closing|summary|greeting|identity|empathy)/;

const CONSENT_ITEM = /act:examConsent/;

/** What an explanation item explains, as a learner names it in a question ("검사", "치료", "진단"). */
const TOPIC: Record<string, string> = {
  likelyDiagnosis: '진단',
  differentials: '다른 가능성',
  tests: '검사',
  treatment: '치료',
  lifestyle: '생활 습관',
  warningSigns: '다시 오셔야 할 증상',
  followUp: '다음 진료',
};
function topicOf(item: ChecklistItem): string {
  const key = (item.satisfiedBy.education ?? []).find((k) => TOPIC[k] !== undefined);
  return key
    ? TOPIC[key]!
    : itemWords(item)
        .replace(/\([^)]*\)/g, '')
        .trim();
}

export type Kind = 'deferral' | 'greeting' | 'echo' | 'otherItem' | 'consent' | 'question';

interface Plan {
  /** Non-earning turns, each with the items it must not earn. */
  readonly before: { text: string; forItems: readonly string[] }[];
  /** The items' own turns. */
  readonly own: { text: string; item: string }[];
}

const BODY =
  /복부|배|아랫배|윗배|가슴|흉부|허리|척추|다리|목|머리|어깨|무릎|눈|귀|코|입|피부|손|발|팔|등|옆구리|관절|갑상선|유방|항문|림프절/;

/** The body parts an item names as words of their own ("배가", "가슴·등", not the 배 of 배뇨 or the 등 of "열 등"). */
function bodyParts(item: ChecklistItem): string[] {
  const re = new RegExp(`(?<![가-힣])(${BODY.source})(?=[을를이가은는의에도과와·,/\\s)]|$)`, 'g');
  return [...itemWords(item).matchAll(re)].map((m) => m[1]!).filter((w) => w !== '등');
}

function firstSentence(reply: string): string | undefined {
  const s = reply
    .split(/(?<=[.?!])\s+/)[0]
    ?.trim()
    .replace(/[.!?~]+$/, '');
  return s && s.length >= 4 ? s : undefined;
}

export function plans(c: Case): Partial<Record<Kind, Plan>> {
  const items = caseChecklist(c);
  const history = items.filter((x) => x.section === '병력청취');
  const exams = items.filter((x) => x.section === '신체진찰');
  const explained = items.filter(
    (x) => x.section === '환자교육' && !SELF_EARNING.test([...keysOf(x)].join(' ')),
  );
  const askHistory = history.filter((x) => !SELF_EARNING.test([...keysOf(x)].join(' ')));
  // The consent item is earned by asking permission itself.
  const performed = exams.filter((x) => !CONSENT_ITEM.test([...keysOf(x)].join(' ')));
  const own = askHistory.map((x) => ({ text: utteranceFor(x), item: x.id }));
  const engine = createPatientEngine(c);
  const echoes = askHistory.flatMap((x) => {
    const chat: ChatTurn[] = [];
    const said = firstSentence(engine.reply(chat, utteranceFor(x)).text);
    // A reply that is no answer ("네?", "잘 모르겠어요") is no echo of the item.
    if (!said || /모르|글쎄|네\?|무슨\s?말씀/.test(said)) return [];
    return [{ text: `“${said}”라고 하셨군요. 알겠습니다.`, forItems: [x.id] }];
  });
  const others = askHistory.flatMap((x) => {
    const parts = bodyParts(x);
    const mine = keysOf(x);
    const y = history.find(
      (o) =>
        o !== x &&
        !SELF_EARNING.test([...keysOf(o)].join(' ')) &&
        [...keysOf(o)].every((k) => !mine.has(k)) &&
        bodyParts(o).some((w) => parts.includes(w)),
    );
    return y ? [{ text: utteranceFor(y), forItems: [x.id] }] : [];
  });
  return {
    deferral: {
      before: askHistory.map((x) => ({
        text: `${itemWords(x)}에 대해서는 이따가 여쭤볼게요.`,
        forItems: [x.id],
      })),
      own,
    },
    greeting: {
      before: [
        {
          text: `안녕하세요, 학생의사 김민수입니다. “${c.doorCard.presentingComplaint}”라고 하셔서 오셨다고 들었어요.`,
          forItems: askHistory.map((x) => x.id),
        },
      ],
      own,
    },
    echo: { before: echoes, own },
    otherItem: { before: others, own },
    consent: {
      before: performed.map((x) => {
        const part = BODY.exec(x.text)?.[0];
        return { text: `${part ? `${part} 쪽 ` : ''}진찰해도 될까요?`, forItems: [x.id] };
      }),
      own: performed.map((x) => ({ text: utteranceFor(x), item: x.id })),
    },
    question: {
      before: explained.map((x) => ({
        text: `${topicOf(x)}에 대해 먼저 궁금하신 거 있으세요?`,
        forItems: [x.id],
      })),
      own: explained.map((x) => ({ text: utteranceFor(x), item: x.id })),
    },
  };
}

function transcript(c: Case, lines: readonly string[]): TranscriptMessage[] {
  return lines.flatMap((content, i) => [
    { id: `u${i + 1}`, sender: 'user' as const, content },
    { id: `a${i + 1}`, sender: 'ai' as const, content: '네.' },
  ]);
}

export interface EvidenceFailure {
  readonly caseId: string;
  readonly kind: Kind;
  readonly item: string;
  /** 'alone': met by the non-earning turns alone; 'quote': the quote cites a non-earning turn. */
  readonly how: 'alone' | 'quote';
  readonly cited: string;
}

export function sweepCase(c: Case, only?: readonly Kind[]): EvidenceFailure[] {
  const out: EvidenceFailure[] = [];
  // Every kind's non-earning turns in one transcript, then every item's own turns: two gradings per case.
  const before: { text: string; forItems: readonly string[]; kind: Kind }[] = [];
  const own: { text: string; item: string }[] = [];
  const owned = new Set<string>();
  for (const [kind, plan] of Object.entries(plans(c)) as [Kind, Plan][]) {
    if (only && !only.includes(kind)) continue;
    before.push(...plan.before.map((b) => ({ ...b, kind })));
    for (const o of plan.own)
      if (!owned.has(o.item)) {
        owned.add(o.item);
        own.push(o);
      }
  }
  if (before.length === 0) return out;
  const beforeLines = before.map((b) => b.text);
  const mustNot = new Map<string, Map<string, Kind>>();
  before.forEach((b, i) => {
    for (const item of b.forItems) {
      const turns = mustNot.get(item) ?? new Map<string, Kind>();
      turns.set(`u${i + 1}`, b.kind);
      mustNot.set(item, turns);
    }
  });
  const check = (lines: readonly string[], how: EvidenceFailure['how']) => {
    const r = gradeEncounter({ caseData: c, messages: transcript(c, lines) });
    for (const x of r.checklistResults) {
      const kind = x.evidenceMessageId ? mustNot.get(x.itemId)?.get(x.evidenceMessageId) : undefined;
      if (x.performance === 'yes' && kind)
        out.push({
          caseId: c.id,
          kind,
          item: x.itemId,
          how,
          cited: beforeLines[Number(x.evidenceMessageId!.slice(1)) - 1] ?? '',
        });
    }
  };
  check(beforeLines, 'alone');
  check([...beforeLines, ...own.map((o) => o.text)], 'quote');
  return out;
}
