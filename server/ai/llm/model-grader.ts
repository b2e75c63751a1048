import { z } from 'zod';
import type { ChecklistResult, Evaluation } from '../../../contract/evaluation';
import { lazyModel } from './configured-model';
import type { Case } from '../../../content/schema';
import { doorCardAge } from '../../../engine/patient/phrasing';
import { loadGrader } from '../../services/engine-modules';

/**
 * Grading with a configured model, on top of the embedded grader's result.
 *
 * The model writes the narrative feedback and may judge items, but it is not trusted with
 * evidence: every 'yes' it gives must quote words that really occur in one of the learner's
 * messages (checked here, after normalising spaces), otherwise the item stays 'no'. Anything that
 * goes wrong (network, timeout, unparseable answer) throws, and the caller keeps the embedded
 * result and records why.
 */
type EmbeddedEvaluation = Omit<Evaluation, 'grader' | 'gradedAt'>;
interface Message {
  id: string;
  sender: 'user' | 'ai';
  content: string;
}

const modelAnswer = z.object({
  qualitativeFeedback: z.string().min(1).max(1500),
  goodPoints: z.array(z.object({ description: z.string().min(1).max(400) })).max(6),
  improvementAreas: z
    .array(z.object({ description: z.string().min(1).max(400), advice: z.string().min(1).max(400) }))
    .max(8),
  items: z
    .array(
      z.object({
        itemId: z.string(),
        performance: z.enum(['yes', 'no']),
        quote: z.string().max(300).optional(),
      }),
    )
    .max(200),
});

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/**
 * The learner message that contains the quote, if any. Quotes may come back shortened with an
 * ellipsis; then every quoted piece must occur, in order, in that one message.
 */
export function findQuote(messages: Message[], quote: string | undefined): Message | undefined {
  if (!quote) return undefined;
  const pieces = quote
    .replace(/^["“”']+|["“”']+$/g, '')
    .split(/…|\.\.\./)
    .map(squash)
    .filter(Boolean);
  if (pieces.join('').length < 2) return undefined;
  return messages.find((m) => {
    if (m.sender !== 'user') return false;
    const text = squash(m.content);
    let from = 0;
    for (const piece of pieces) {
      const at = text.indexOf(piece, from);
      if (at < 0) return false;
      from = at + piece.length;
    }
    return true;
  });
}

function parseJson(text: string): unknown {
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('model answer is not JSON');
  return JSON.parse(body.slice(start, end + 1));
}

export function createModelGrader(settings: {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
}) {
  const loadModel = lazyModel(settings);
  return async function gradeWithModel(input: {
    evaluation: EmbeddedEvaluation;
    caseData: Case;
    messages: Message[];
    /** A retry of missed items: the evaluation lists only these, and only these are scored. */
    focusItemIds?: readonly string[] | undefined;
  }): Promise<EmbeddedEvaluation> {
    const { evaluation, caseData, messages, focusItemIds } = input;
    const transcript = messages
      .map((m) => `${m.sender === 'user' ? '학생' : '환자'}: ${m.content}`)
      .join('\n');
    const items = evaluation.checklistResults
      .map((r) => `- ${r.itemId} [${r.section} / ${r.subtitle}] ${r.itemText}`)
      .join('\n');
    const {
      model,
      sdk: { generateText },
    } = await loadModel();
    const { text } = await generateText({
      model,
      maxRetries: 0,
      temperature: 0,
      maxOutputTokens: 4000,
      abortSignal: AbortSignal.timeout(settings.timeoutMs ?? 60_000),
      system: [
        '당신은 의과대학 임상수행평가(CPX) 채점 교수입니다. 학생의 진료 대화를 체크리스트로 채점합니다.',
        '엄격한 시험 기준: 학생이 직접 묻거나 시행하거나 설명한 것만 인정합니다.',
        "'yes'로 판정한 항목에는 반드시 근거가 된 학생 발화를 글자 그대로 quote에 적으세요.",
        '답은 JSON 하나로만: {"qualitativeFeedback": string, "goodPoints": [{"description"}], "improvementAreas": [{"description","advice"}], "items": [{"itemId","performance":"yes"|"no","quote"}]}',
      ].join('\n'),
      prompt: `증례: ${caseData.name} (${doorCardAge(caseData.doorCard)} ${caseData.doorCard.sex}, ${caseData.doorCard.presentingComplaint})\n\n체크리스트:\n${items}\n\n대화:\n${transcript}`,
    });
    const answer = modelAnswer.parse(parseJson(text));
    const judged = new Map(answer.items.map((i) => [i.itemId, i]));
    // The model may add a 'yes' the embedded grader missed, only with a quote that is really in a
    // learner message; an item the embedded grader already proved with evidence stays 'yes'.
    const checklistResults = evaluation.checklistResults.map((result): ChecklistResult => {
      const verdict = judged.get(result.itemId);
      if (result.performance === 'yes' || verdict?.performance !== 'yes') return result;
      const source = findQuote(messages, verdict.quote);
      if (!source) return result;
      return {
        ...result,
        performance: 'yes',
        aiComment: `“${verdict.quote!.trim()}”라고 하여 확인했습니다.`,
        evidenceMessageId: source.id,
      };
    });
    const { scoreChecklist } = await loadGrader();
    return {
      ...evaluation,
      ...scoreChecklist(caseData, checklistResults, focusItemIds),
      checklistResults,
      qualitativeFeedback: answer.qualitativeFeedback,
      goodPoints: answer.goodPoints.length ? answer.goodPoints : evaluation.goodPoints,
      improvementAreas: answer.improvementAreas.length
        ? answer.improvementAreas
        : evaluation.improvementAreas,
    };
  };
}
