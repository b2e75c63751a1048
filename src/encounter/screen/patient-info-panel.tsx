import { Box, Paper, Text } from '@mantine/core';
import { IconGripHorizontal } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { clampPanelHeight, PANEL_HEIGHT_MAX, PANEL_HEIGHT_MIN } from '../../data/practice-state-fields';

interface PatientInfoPanelProps {
  height: number;
  /** Called when a resize ends (pointer released, key pressed), with the clamped height. */
  onHeightChange: (height: number) => void;
  children: ReactNode;
}

const KEY_STEP = 20;

/**
 * The patient-info panel beside the chat (spec 1 §5): its height is the learner's to choose by
 * dragging the handle or with the arrow keys, always between 100 and 600 px.
 */
export function PatientInfoPanel({ height, onHeightChange, children }: PatientInfoPanelProps) {
  const [liveHeight, setLiveHeight] = useState(clampPanelHeight(height));
  const drag = useRef<{ startY: number; startHeight: number } | null>(null);

  // A height restored from storage after the first render replaces the default.
  useEffect(() => setLiveHeight(clampPanelHeight(height)), [height]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, startHeight: liveHeight };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setLiveHeight(clampPanelHeight(drag.current.startHeight + event.clientY - drag.current.startY));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    onHeightChange(liveHeight);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowDown' ? KEY_STEP : event.key === 'ArrowUp' ? -KEY_STEP : 0;
    if (!delta) return;
    event.preventDefault();
    const next = clampPanelHeight(liveHeight + delta);
    setLiveHeight(next);
    onHeightChange(next);
  };

  return (
    <Paper withBorder bg="white" style={{ overflow: 'hidden' }}>
      <Box px="md" pt="sm" pb={4}>
        <Text size="sm" fw={700}>
          환자 정보
        </Text>
      </Box>
      <Box px="md" pb="sm" style={{ height: liveHeight, overflowY: 'auto' }} data-testid="patient-info-body">
        {children}
      </Box>
      <Box
        role="separator"
        aria-orientation="horizontal"
        aria-label="환자 정보 창 높이 조절"
        aria-valuenow={liveHeight}
        aria-valuemin={PANEL_HEIGHT_MIN}
        aria-valuemax={PANEL_HEIGHT_MAX}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        style={{
          cursor: 'row-resize',
          touchAction: 'none',
          display: 'flex',
          justifyContent: 'center',
          padding: '4px 0',
          borderTop: '1px solid var(--mantine-color-gray-2)',
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        <IconGripHorizontal size={16} color="var(--mantine-color-gray-5)" />
      </Box>
    </Paper>
  );
}
