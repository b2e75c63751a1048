import {
  Accordion,
  Badge,
  Box,
  Group,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconMessageCircleSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ChecklistResult } from '../../../contract/evaluation';
import { groupChecklist, isPerformed } from './checklist-groups';
import classes from './checklist.module.css';

type Filter = 'all' | 'missed' | 'done';

/** A transcript line a checklist item can cite as evidence (the cached transcript's shape). */
export interface EvidenceLine {
  /** The server's chatLogId, which a checklist item's evidenceMessageId points at. */
  id: string;
  content: string;
}

interface ChecklistPanelProps {
  items: ChecklistResult[];
  messages: EvidenceLine[] | null;
  onShowEvidence: (messageId: string) => void;
}

/**
 * The checklist as spec 1 §4 shows it: groups named "section - subtitle" (or '기타'), all expanded
 * and each collapsible, items not done first, a green check or a red cross. A done item quotes the
 * line of the conversation that satisfied it; choosing it scrolls the transcript there.
 */
export function ChecklistPanel({ items, messages, onShowEvidence }: ChecklistPanelProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const visible = useMemo(
    () =>
      items.filter(
        (item) => filter === 'all' || (filter === 'done' ? isPerformed(item) : !isPerformed(item)),
      ),
    [items, filter],
  );
  const groups = useMemo(() => groupChecklist(visible), [visible]);
  const allNames = useMemo(() => groupChecklist(items).map((group) => groupKey(group.name)), [items]);
  const [opened, setOpened] = useState<string[]>(allNames);
  const messageById = useMemo(
    () => new Map((messages ?? []).map((message) => [message.id, message])),
    [messages],
  );
  const doneCount = items.filter(isPerformed).length;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          aria-label="체크리스트 보기"
          data={[
            { value: 'all', label: `전체 ${items.length}` },
            { value: 'missed', label: `미수행 ${items.length - doneCount}` },
            { value: 'done', label: `수행 ${doneCount}` },
          ]}
        />
        <UnstyledButton fz="xs" c="dimmed" onClick={() => setOpened(opened.length > 0 ? [] : allNames)}>
          {opened.length > 0 ? '모두 접기' : '모두 펼치기'}
        </UnstyledButton>
      </Group>

      <Accordion
        multiple
        value={opened}
        onChange={setOpened}
        variant="contained"
        radius="md"
        chevronPosition="right"
        classNames={{
          item: classes.groupItem,
          control: classes.groupControl,
          label: classes.groupLabel,
          content: classes.groupContent,
        }}
      >
        {groups.map((group) => {
          const [section, ...rest] = group.name.split(' - ');
          const allDone = group.performed === group.total;
          return (
            <Accordion.Item key={group.name} value={groupKey(group.name)} data-testid="checklist-group">
              {/* Named by what it shows: the group's name and its count (WCAG 2.5.3). */}
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm" lh={1.4}>
                    {rest.length > 0 ? (
                      <>
                        <Text span c="dimmed" fw={500} size="sm">
                          {section} -{' '}
                        </Text>
                        {rest.join(' - ')}
                      </>
                    ) : (
                      group.name
                    )}
                  </Text>
                  <Badge
                    size="sm"
                    variant="light"
                    color={allDone ? 'green' : group.performed === 0 ? 'red' : 'yellow'}
                    style={{ flexShrink: 0 }}
                  >
                    {group.performed}/{group.total}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Box>
                  {group.items.map((item) => (
                    <ChecklistItem
                      key={item.itemId}
                      item={item}
                      evidence={item.evidenceMessageId ? messageById.get(item.evidenceMessageId) : undefined}
                      onShowEvidence={onShowEvidence}
                    />
                  ))}
                </Box>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      {groups.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          해당하는 항목이 없습니다.
        </Text>
      )}
    </Stack>
  );
}

interface ChecklistItemProps {
  item: ChecklistResult;
  evidence: EvidenceLine | undefined;
  onShowEvidence: (messageId: string) => void;
}

function ChecklistItem({ item, evidence, onShowEvidence }: ChecklistItemProps) {
  const done = isPerformed(item);
  // The grader usually quotes the whole line already; then the box need not show it twice.
  const quoted = evidence ? item.aiComment.includes(evidence.content.trim()) : false;
  return (
    <Group
      className={classes.item}
      gap="sm"
      align="flex-start"
      wrap="nowrap"
      py="sm"
      data-testid="checklist-item"
      data-performance={done ? 'yes' : 'no'}
    >
      <ThemeIcon
        size={22}
        radius="xl"
        color={done ? 'green' : 'red'}
        variant={done ? 'filled' : 'light'}
        mt={1}
        aria-label={done ? '수행' : '미수행'}
        role="img"
      >
        {done ? <IconCheck size={14} stroke={3} /> : <IconX size={14} stroke={3} />}
      </ThemeIcon>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} lh={1.45}>
          {item.itemText}
        </Text>
        {evidence ? (
          <button
            type="button"
            className={classes.evidence}
            onClick={() => onShowEvidence(evidence.id)}
            data-testid="checklist-evidence"
            data-message-id={evidence.id}
          >
            <IconMessageCircleSearch size={16} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
            <VisuallyHidden>근거 대화로 이동: </VisuallyHidden>
            <span className={classes.evidenceText}>
              {item.aiComment}
              {!quoted && (
                <Text span display="block" size="sm" c="dimmed" mt={2}>
                  “{evidence.content}”
                </Text>
              )}
            </span>
            <span className={classes.evidenceLink}>대화 보기</span>
          </button>
        ) : (
          item.aiComment && (
            <Text size="sm" c="dimmed" lh={1.55} style={{ overflowWrap: 'anywhere' }}>
              {item.aiComment}
            </Text>
          )
        )}
      </Stack>
    </Group>
  );
}

/**
 * Mantine builds the control's and panel's ids from the item's value, and ids may not hold spaces
 * (aria-controls and aria-labelledby would point nowhere); group names do ("병력청취 - O 발병 시기").
 */
function groupKey(name: string): string {
  return name.replace(/\s+/g, '_');
}
