import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconPlayerPlay, IconWifiOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CategoryEntry } from '../../../contract/cases';
import {
  BLIND_DIALOG_DESCRIPTION,
  BLIND_NO_PRESENTATION_FOUND,
  blindCountText,
  BLIND_PRACTICE_TITLE,
  BLIND_PRESENTATIONS_LABEL,
  BLIND_PRESENTATIONS_PLACEHOLDER,
  BLIND_START,
  blindCandidates,
  type BlindCandidate,
} from '../../lib/blind-practice';

interface BlindPracticeDialogProps {
  opened: boolean;
  onClose: () => void;
  categories: CategoryEntry[];
  /** The presentations chosen when the dialog opened (the library's category filter). */
  initial: string[];
  /** The device's library, to count what a draw can land on. */
  cases: readonly BlindCandidate[];
  /** Offline: the cases whose encounter pack is on the device (null online). */
  runnable: ReadonlySet<string> | null;
  /** Draws and opens the blind briefing; resolves with a message when nothing could be drawn. */
  onStart: (presentations: string[]) => Promise<string | null>;
}

/**
 * '블라인드 연습' (issue 24): the learner picks presentations (sub-categories, none for all), and a
 * random case among them opens as a blind briefing. The count says how many cases the draw can
 * land on; offline that is the cases kept on the device.
 */
export function BlindPracticeDialog(props: BlindPracticeDialogProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={
        <Group gap={6}>
          <IconEyeOff size={18} color="var(--mantine-color-violet-6)" />
          <Text fw={700}>{BLIND_PRACTICE_TITLE}</Text>
        </Group>
      }
      centered
    >
      {/* Mounted per opening, so each opening starts from the library's current filter. */}
      {props.opened && <BlindPracticeForm {...props} />}
    </Modal>
  );
}

function BlindPracticeForm({ categories, initial, cases, runnable, onStart }: BlindPracticeDialogProps) {
  const [presentations, setPresentations] = useState<string[]>(initial);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = useMemo(() => {
    const seen = new Set<string>();
    return categories
      .map((entry) => ({
        group: entry.primaryCategory,
        items: entry.secondaryCategories
          .map((sub) => sub.name)
          .filter((name) => !seen.has(name) && Boolean(seen.add(name))),
      }))
      .filter((group) => group.items.length > 0);
  }, [categories]);
  const count = blindCandidates(cases, { presentations, runnable }).length;

  const start = async () => {
    setStarting(true);
    setError(null);
    const problem = await onStart(presentations);
    // On success the page moves on and this dialog unmounts.
    if (problem) {
      setError(problem);
      setStarting(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {BLIND_DIALOG_DESCRIPTION}
      </Text>
      <MultiSelect
        label={BLIND_PRESENTATIONS_LABEL}
        placeholder={presentations.length === 0 ? BLIND_PRESENTATIONS_PLACEHOLDER : undefined}
        data={data}
        value={presentations}
        onChange={(value) => {
          setPresentations(value);
          setError(null);
        }}
        searchable
        clearable
        nothingFoundMessage={BLIND_NO_PRESENTATION_FOUND}
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap={6} wrap="nowrap" c={runnable ? 'teal.8' : 'dimmed'}>
        {runnable && <IconWifiOff size={16} style={{ flexShrink: 0 }} />}
        <Text size="sm" data-testid="blind-candidate-count">
          {blindCountText(count, runnable !== null)}
        </Text>
      </Group>
      {error && (
        <Alert color="orange" variant="light" role="alert" py="xs">
          {error}
        </Alert>
      )}
      <Button
        leftSection={<IconPlayerPlay size={18} />}
        onClick={() => void start()}
        loading={starting}
        disabled={count === 0}
        fullWidth
      >
        {BLIND_START}
      </Button>
    </Stack>
  );
}
