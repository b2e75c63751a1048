import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery, useTimeout } from '@mantine/hooks';
import { IconClipboardText, IconMessages, IconNotes, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { formatPatientAgeSex } from '../lib/format-patient-age';
import { memoText } from './memo/memo-blocks';
import { useDictation } from './speech/use-dictation';
import { useReplyVoice } from './speech/use-reply-voice';
import { LeavePageGuard } from './screen/leave-page-guard';
import { DoorCard } from './briefing/door-card';
import { EndPracticeDialog } from './screen/end-practice-dialog';
import { MemoPad } from './memo/memo-pad';
import { PatientInfoPanel } from './screen/patient-info-panel';
import { PauseOverlay } from './timer/pause-overlay';
import { PracticeChatPanel } from './chat/practice-chat-panel';
import { PracticeToolbar } from './screen/practice-toolbar';
import { TimeOverDialog } from './timer/time-over-dialog';
import { TimeWarningBanner } from './timer/time-warning-banner';
import type { PracticeEncounterState } from './use-practice-encounter';

/** Spec 1 §9: the "earlier conversation is hidden" notice stays 3 s. */
const HIDDEN_NOTICE_MS = 3_000;

interface PracticeEncounterProps {
  /** What the encounter shows and saves (use-practice-encounter); this lays it out. */
  encounter: PracticeEncounterState;
  connection: 'connected' | 'checking' | 'unreachable';
  onRetryConnection: () => void;
  /**
   * Ends the encounter with the memo on screen (after the learner confirmed, or chose to finish when
   * time ran out): records the end on the device and moves on, navigating with ignoreBlocker. If it
   * throws, the learner stays on the encounter with a message and can try again.
   */
  onFinish: (practiceMemo: string) => Promise<void>;
  /** Shown before the case name in the toolbar (a mock exam's case number). */
  label?: ReactNode;
  /** Added to the end-of-encounter confirmation (a mock exam says its case cannot be reopened). */
  endNotice?: string;
  /** A blind practice (issue 24): the diagnosis is never shown during the encounter. */
  blind?: boolean;
  /**
   * Exam-day mode (issue 24): no pause control, and at 00:00 the encounter ends itself with the memo
   * on screen instead of asking (the time-over dialog never opens). `notice` is shown over the
   * encounter (the 2-minute notice) while `noticeVisible`.
   */
  station?: { notice: string; noticeVisible: boolean };
}

/**
 * The live encounter (spec 1 §4 Case practice), shared by case practice and mock exams: chat,
 * clock, memo and patient panel, with the leave-page guard on while it runs. Everything but the
 * chat itself is on the device, so a reload or a dropped connection loses nothing but a reply in
 * flight. What ending means (which request, where to go next) is the caller's `onFinish`.
 */
export function PracticeEncounter({
  encounter,
  connection,
  onRetryConnection,
  onFinish,
  label,
  endNotice,
  blind = false,
  station,
}: PracticeEncounterProps) {
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  // Phones show tabs at the top of the practice area; a banner there would hide them.
  const bannerTop = desktop ? 12 : 52;
  const { scenario, memo, timer, hasPack, chat, describeEndFailure } = encounter;
  const [ending, setEnding] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [hiddenNotice, setHiddenNotice] = useState(false);
  // The screen owns the toggles (read once from the device, saved on every change), so a switch
  // flips the instant it is pressed instead of after the database write comes back.
  const [showChatLog, setShowChatLog] = useState(encounter.showChatLog);
  const [showDiseaseName, setShowDiseaseName] = useState(encounter.showDiseaseName);
  const noticeTimeout = useTimeout(() => setHiddenNotice(false), HIDDEN_NOTICE_MS);

  const { responding } = chat;
  const snapshot = timer.snapshot;
  const paused = Boolean(snapshot?.paused);

  // Voice (issue 24), where the device can: each new reply said aloud, and dictation into the box.
  const voice = useReplyVoice({
    lines: chat.lines,
    responding,
    enabled: encounter.voiceReplies,
    active: !ending && !paused,
    persona: scenario ? { sex: scenario.sex, age: scenario.age } : scenario,
  });
  const dictation = useDictation({ draft: chat.draft, setDraft: chat.setDraft });

  const toggleChatLog = (value: boolean) => {
    setShowChatLog(value);
    encounter.saveShowChatLog(value);
    if (value) {
      noticeTimeout.clear();
      setHiddenNotice(false);
    } else {
      setHiddenNotice(true);
      noticeTimeout.start();
    }
  };

  const finish = useCallback(async () => {
    setEnding(true);
    setEndError(null);
    memo.cancel();
    try {
      await onFinish(memoText(memo.blocks));
    } catch (error) {
      setEnding(false);
      // Ending is queued on the device first: a full storage is said as such.
      setEndError(describeEndFailure(error));
    }
  }, [memo, onFinish, describeEndFailure]);

  // An exam-day station ends itself when its time is up (once; a failure leaves the retry to the
  // learner's end button, with the message).
  const timeUp = Boolean(station && snapshot?.timeOver);
  const autoEnded = useRef(false);
  useEffect(() => {
    if (!timeUp || autoEnded.current) return;
    autoEnded.current = true;
    void finish();
  }, [timeUp, finish]);
  const disabledReason = (() => {
    if (ending) return '진료를 종료하고 있습니다…';
    if (snapshot?.paused) return '일시정지 중에는 입력할 수 없습니다';
    if (snapshot?.timeOver) return '진료 시간이 끝났습니다';
    if (responding) return '환자가 답하고 있습니다…';
    if (connection === 'checking') return '대화를 불러오는 중입니다…';
    if (connection === 'unreachable' && !hasPack) return '연결되면 대화를 이어갈 수 있습니다';
    return null;
  })();

  // Dictation stops when typing does (pause, time over, a reply arriving, ending).
  const { cancel: cancelDictation } = dictation;
  const inputDisabled = disabledReason !== null;
  useEffect(() => {
    if (inputDisabled) cancelDictation();
  }, [inputDisabled, cancelDictation]);

  const send = () => {
    // What is still being heard would land in the box after the message left it.
    cancelDictation();
    dictation.clearError();
    void chat.send(disabledReason === null);
  };

  const patientLine = scenario
    ? `${scenario.patientName} · ${formatPatientAgeSex(scenario)} · “${scenario.presentingComplaint}”`
    : null;

  const doorCard = scenario ? (
    <DoorCard scenario={scenario} compact />
  ) : (
    <Center py="lg">
      <Loader size="sm" type="dots" />
    </Center>
  );

  const chatPanel = (
    <PracticeChatPanel
      chat={chat}
      showEarlier={showChatLog}
      hiddenNoticeVisible={hiddenNotice}
      disabledReason={disabledReason}
      onSend={send}
      dictation={
        dictation.supported
          ? {
              listening: dictation.listening,
              error: dictation.error,
              onStart: dictation.start,
              onStop: dictation.stop,
            }
          : null
      }
    />
  );

  const memoPad = (
    <MemoPad
      blocks={memo.blocks}
      onChange={memo.onChange}
      saveState={memo.saveState}
      disabled={ending}
      fill
    />
  );

  return (
    <Box
      px={{ base: 'xs', sm: 'md' }}
      py={{ base: 'xs', sm: 'md' }}
      maw={1440}
      mx="auto"
      style={{
        height: 'calc(100dvh - 80px)',
        minHeight: 520,
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-xs)',
      }}
    >
      <LeavePageGuard active={!ending} />
      <PracticeToolbar
        label={label}
        scenarioName={encounter.scenarioName}
        patientLine={patientLine}
        snapshot={snapshot}
        showChatLog={showChatLog}
        showDiseaseName={showDiseaseName}
        onToggleChatLog={toggleChatLog}
        onToggleDiseaseName={(value) => {
          setShowDiseaseName(value);
          encounter.saveShowDiseaseName(value);
        }}
        voiceReplies={voice.supported ? encounter.voiceReplies : null}
        onToggleVoiceReplies={encounter.saveVoiceReplies}
        pausable={!station}
        onPause={timer.pause}
        onResume={timer.resume}
        onEnd={() => setConfirmOpen(true)}
        ending={ending}
        blind={blind}
      />

      {connection === 'unreachable' && (
        <Alert color="orange" variant="light" icon={<IconWifiOff size={18} />} py="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {hasPack
                ? '연결이 끊겼습니다. 환자는 이 기기에서 계속 답하고, 대화는 연결되면 서버로 보냅니다.'
                : '연결이 끊겼습니다. 메모와 시간은 이 기기에 계속 저장됩니다.'}
            </Text>
            <Button size="compact-sm" variant="white" color="orange" onClick={onRetryConnection}>
              다시 연결
            </Button>
          </Group>
        </Alert>
      )}
      {endError && (
        <Alert color="red" variant="light" py="xs" role="alert">
          {endError}
        </Alert>
      )}

      <Box style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {/* A station's 2-minute notice, when both are due at once (after a reload), is the one shown. */}
        <TimeWarningBanner
          visible={Boolean(snapshot?.warningVisible) && !station?.noticeVisible}
          top={bannerTop}
        />
        {station && (
          <TimeWarningBanner
            top={bannerTop}
            visible={station.noticeVisible}
            message={station.notice}
            testId="station-notice"
          />
        )}
        {snapshot?.paused && !station && <PauseOverlay onResume={timer.resume} />}

        {desktop ? (
          <Box
            style={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) 380px',
              gap: 'var(--mantine-spacing-sm)',
              height: '100%',
            }}
          >
            {chatPanel}
            <Stack gap="sm" style={{ minHeight: 0 }}>
              <PatientInfoPanel height={encounter.panelHeight} onHeightChange={encounter.savePanelHeight}>
                {doorCard}
              </PatientInfoPanel>
              <Box style={{ flex: 1, minHeight: 160 }}>{memoPad}</Box>
            </Stack>
          </Box>
        ) : (
          <Tabs
            defaultValue="chat"
            keepMounted
            style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            styles={{
              panel: { flex: 1, minHeight: 0, paddingTop: 'var(--mantine-spacing-xs)' },
              // With grow, keep each icon next to its label rather than at the tab's edge.
              tab: { justifyContent: 'center' },
              tabLabel: { flex: '0 0 auto' },
            }}
          >
            <Tabs.List grow>
              <Tabs.Tab value="chat" leftSection={<IconMessages size={16} />}>
                대화
              </Tabs.Tab>
              <Tabs.Tab value="patient" leftSection={<IconClipboardText size={16} />}>
                환자 정보
              </Tabs.Tab>
              <Tabs.Tab value="memo" leftSection={<IconNotes size={16} />}>
                메모
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="chat">{chatPanel}</Tabs.Panel>
            <Tabs.Panel value="patient" style={{ overflowY: 'auto' }}>
              <Paper withBorder bg="white" p="md">
                {doorCard}
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="memo">{memoPad}</Tabs.Panel>
          </Tabs>
        )}
      </Box>

      <EndPracticeDialog
        opened={confirmOpen && !ending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          void finish();
        }}
        ending={ending}
        notice={endNotice}
      />
      <TimeOverDialog
        opened={Boolean(snapshot?.timeOver) && !station && !ending && !confirmOpen}
        onContinue={timer.acceptOvertime}
        onFinish={() => void finish()}
        finishing={ending}
      />
    </Box>
  );
}
