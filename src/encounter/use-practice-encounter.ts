import { useLiveQuery } from 'dexie-react-hooks';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { onlineAtom, voiceRepliesAtom } from '../lib/app-atoms';
import type { ChatLine } from '../lib/chat-lines';
import { usePracticeTimer, type PracticeTimerControls } from './timer/use-practice-timer';
import { localWriteFailureMessage, PRACTICE_END_FAILED_MESSAGE } from '../data/api/errors';
import type { CaseRow, PracticeStateRow } from '../data/db';
import { useCaseRow } from '../data/hooks/use-case-row';
import { encounterPacksRepo } from '../data/repos/encounter-packs-repo';
import { practiceStateRepo } from '../data/repos/practice-state-repo';
import { encounterTurns } from './chat/encounter-turns';
import { useMemoEditor, type MemoEditor } from './memo/use-memo-editor';
import { useStreamingChat, type StreamingChat } from './chat/use-streaming-chat';

export interface PracticeEncounterOptions {
  row: PracticeStateRow;
  userId: string;
  /**
   * How notices about this encounter's queued turns name the case; a blind practice (issue 24)
   * passes its label so the diagnosis appears nowhere before grading. Defaults to the case's name.
   */
  caseLabel?: string;
}

/** What the live encounter screen (encounter/practice-encounter) shows and changes. */
export interface PracticeEncounterState {
  /** The case as this device holds it: undefined while read, null when it is not here. */
  scenario: CaseRow | null | undefined;
  scenarioName: string;
  /** The stored toggles and panel height, as read when the session opened. */
  showChatLog: boolean;
  showDiseaseName: boolean;
  panelHeight: number;
  /** Whether this device can answer for the patient (the case's encounter pack is here and valid). */
  hasPack: boolean | undefined;
  chat: StreamingChat;
  memo: MemoEditor;
  timer: PracticeTimerControls;
  saveShowChatLog: (value: boolean) => void;
  saveShowDiseaseName: (value: boolean) => void;
  savePanelHeight: (height: number) => void;
  /** Whether the patient's replies are said aloud (issue 24): a setting of this device, not of the session. */
  voiceReplies: boolean;
  saveVoiceReplies: (value: boolean) => void;
  /** The Korean sentence for a failed end (ending is queued on the device first). */
  describeEndFailure: (error: unknown) => string;
}

/**
 * The device side of a live encounter (spec 1 §4 Case practice), shared by case practice and mock
 * exams: the case, the memo and clock saved to the device, the chat answered by the server or, with
 * the case's encounter pack here, by this device. Everything but a reply in flight survives a reload
 * or a dropped connection.
 */
export function usePracticeEncounter({
  row,
  userId,
  caseLabel,
}: PracticeEncounterOptions): PracticeEncounterState {
  const sessionId = row.sessionId;
  const { scenario } = useCaseRow(userId, row.scenarioId);
  const memo = useMemoEditor(row);

  const timer = usePracticeTimer(sessionId, row.timer, (state) => {
    void practiceStateRepo.update(sessionId, { timer: state });
  });

  const online = useAtomValue(onlineAtom);
  const [voiceReplies, saveVoiceReplies] = useAtom(voiceRepliesAtom);
  const hasPack = useLiveQuery(
    async () => Boolean(await encounterPacksRepo.get(row.scenarioId)),
    [row.scenarioId],
  );

  // The transcript is the session's row in Dexie (read live by usePracticeSession): the server's
  // copy is written there when it answers, a turn answered on this device when it is queued, and
  // each finished turn here; the chat shows only the turn in flight on top of it.
  const store = useMemo(
    () => ({
      lines: row.messages,
      commit: async (lines: ChatLine[]) => {
        await practiceStateRepo.update(sessionId, {
          messages: lines.map(({ id, sender, content }) => ({ id, sender, content })),
        });
      },
    }),
    [row.messages, sessionId],
  );
  const chat = useStreamingChat({
    store,
    send: async (content, options) => {
      await encounterTurns.answer({
        sessionId,
        userId,
        scenarioId: row.scenarioId,
        scenarioName: caseLabel ?? row.scenarioName,
        history: options.history.map(({ id, sender, content: text }) => ({ id, sender, content: text })),
        content,
        messageId: options.messageId,
        signal: options.signal,
        onChunk: options.onChunk,
        discardPartial: options.discardPartial,
        online,
      });
    },
  });

  const saves = useMemo(
    () => ({
      saveShowChatLog: (value: boolean) => void practiceStateRepo.update(sessionId, { showChatLog: value }),
      saveShowDiseaseName: (value: boolean) =>
        void practiceStateRepo.update(sessionId, { showDiseaseName: value }),
      savePanelHeight: (height: number) => void practiceStateRepo.update(sessionId, { panelHeight: height }),
    }),
    [sessionId],
  );

  return {
    scenario,
    scenarioName: row.scenarioName,
    showChatLog: row.showChatLog,
    showDiseaseName: row.showDiseaseName,
    panelHeight: row.panelHeight,
    hasPack,
    chat,
    memo,
    timer,
    ...saves,
    voiceReplies,
    saveVoiceReplies,
    describeEndFailure: useCallback(
      (error: unknown) => localWriteFailureMessage(error, PRACTICE_END_FAILED_MESSAGE),
      [],
    ),
  };
}
