import { Autocomplete, CloseButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** Spec 1 §4, §9: the list follows the search box 150 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;

interface CaseSearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Called 150 ms after typing stops, and at once on Enter, a suggestion or clearing. */
  onSearch: (value: string) => void;
  /** Called when the learner commits a search (Enter or a suggestion): it goes to recent searches. */
  onCommit: (value: string) => void;
  suggestions: string[];
}

/**
 * The search field with recent searches as suggestions. Typing 초성 (ㄱㅅㅊㅅ) or leaving out spaces
 * still finds a case; matching itself is the contract's (filter-cases.ts).
 */
export function CaseSearchBox({ value, onSearch, onCommit, suggestions }: CaseSearchBoxProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(value);

  // The URL changed from outside (restored filters, back button): show it.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  const sendNow = (next: string) => {
    setText(next);
    lastSent.current = next;
    onSearch(next);
  };

  return (
    <Autocomplete
      aria-label="증례 검색"
      placeholder="검색 (예: 충수염, ㄱㅅㅊㅅ, appendicitis)"
      value={text}
      onChange={setText}
      data={suggestions.length > 0 ? [{ group: '최근 검색', items: suggestions }] : []}
      // The suggestions are already chosen for what is typed; Mantine must not filter them again.
      filter={({ options }) => options}
      onOptionSubmit={(option) => {
        sendNow(option);
        onCommit(option);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing && text.trim()) {
          sendNow(text);
          onCommit(text);
        }
      }}
      leftSection={<IconSearch size={18} />}
      rightSection={
        text ? <CloseButton size="sm" aria-label="검색어 지우기" onClick={() => sendNow('')} /> : null
      }
      size="md"
      maxLength={100}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
