import { Badge, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconDeviceMobile, IconX } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ProvisionalResultRow } from '../../data/db';
import { resultScoreColor } from '../../components/grading/result-colors';
import { formatScore } from '../../lib/format-score';

export const PROVISIONAL_LABEL = '기기에서 채점한 임시 결과';

/**
 * The device's grade of a case ended offline (encounter/on-device/device-grade), until the server's
 * grade replaces it: score, checklist and the learner's words that earned each item, clearly
 * marked as provisional.
 */
export function ProvisionalResult({ sessionId }: { sessionId: string }) {
  const row = useLiveQuery(() => db.provisionalResults.get(sessionId), [sessionId]);
  return row ? <ProvisionalResultCard row={row} /> : null;
}

/** The provisional grade itself (the completed page and the result page show the same card). */
export function ProvisionalResultCard({ row }: { row: ProvisionalResultRow }) {
  const { evaluation } = row;
  const byId = new Map(row.messages.map((m) => [m.id, m.content]));
  const color = resultScoreColor(evaluation.overallScore);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" data-testid="provisional-result">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color="orange" radius="xl">
              <IconDeviceMobile size={18} />
            </ThemeIcon>
            <Stack gap={0}>
              <Badge color="orange" variant="light">
                {PROVISIONAL_LABEL}
              </Badge>
              <Text size="xs" c="dimmed">
                연결되면 서버가 다시 채점하고, 그 결과로 바뀝니다.
              </Text>
            </Stack>
          </Group>
          <Text
            fw={800}
            fz={28}
            c={`${color}.8`}
            style={{ whiteSpace: 'nowrap' }}
            data-testid="provisional-score"
          >
            {formatScore(evaluation.overallScore)}
            <Text span fz="sm" c="dimmed" fw={500}>
              {' '}
              / 100
            </Text>
          </Text>
        </Group>
        <List spacing={6} size="sm" listStyleType="none" aria-label="임시 체크리스트">
          {evaluation.checklistResults.map((item) => (
            <List.Item
              key={item.itemId}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={item.performance === 'yes' ? 'teal' : 'gray'}
                  variant="light"
                >
                  {item.performance === 'yes' ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text size="sm">{item.itemText}</Text>
              {item.evidenceMessageId && byId.has(item.evidenceMessageId) && (
                <Text size="xs" c="dimmed">
                  근거: “{byId.get(item.evidenceMessageId)}”
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
