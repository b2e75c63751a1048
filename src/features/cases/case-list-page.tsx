import {
  Alert,
  Box,
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconCloudOff, IconFilterOff, IconRefreshAlert } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAtom, useAtomValue } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import { IconEyeOff } from '@tabler/icons-react';
import type { CaseRow } from '../../data/db';
import { blindPracticeRepo } from '../../data/repos/blind-practice-repo';
import {
  BLIND_NO_CANDIDATES,
  BLIND_NO_CANDIDATES_OFFLINE,
  BLIND_PRACTICE_ACTION,
  HIDE_CASE_NAMES_LABEL,
} from '../../lib/blind-practice';
import { BlindPracticeDialog } from './blind-practice-dialog';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PageContainer } from '../../components/page-container';
import { caseListPrefsRepo, suggestRecentSearches } from '../../data/repos/case-list-prefs-repo';
import { hideCaseNamesAtom, onlineAtom } from '../../lib/app-atoms';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { CaseCard } from './case-card';
import { OfflinePacksPanel } from './offline-packs-panel';
import { useStoredPackIds } from '../../data/repos/use-encounter-packs';
import { CaseCategoryDrawer } from './case-category-drawer';
import { CaseCategoryNav } from './case-category-nav';
import { compactSearch, statusOf, type CaseListSearch } from './case-list-search';
import { CaseListEmpty } from './case-list-empty';
import { CaseSearchBox } from './case-search-box';
import { CaseStatusFilterControl } from './case-status-filter';
import { canToggleBookmark, filterCases } from './filter-cases';
import { englishMatchOf } from '../../../contract/case-search';
import { useBookmarkToggle } from './use-bookmark-toggle';
import { useCaseLibrary } from './use-case-library';

/** Cards rendered at first and per "더 보기": a phone stays quick with 500+ cases. */
const PAGE_SIZE = 48;

interface CaseListPageProps {
  search: CaseListSearch;
  /**
   * Changes the filters in the URL. An updater of the latest filters, not a value: a search that
   * settles (150 ms after typing) right after a filter click must not put back the filters it saw.
   */
  onSearchChange: (change: (prev: CaseListSearch) => CaseListSearch) => void;
}

/**
 * /cases (spec 1 §2, §4 Case list): search, category sidebar, status filter and detail toggle over
 * the device's mirror of the library, so it opens and searches offline. Filters live in the URL and
 * are remembered for 24 hours (restored by the route when the list is opened without any).
 */
export function CaseListPage({ search, onSearchChange }: CaseListPageProps) {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const packIds = useStoredPackIds();
  const library = useCaseLibrary(userId);
  const status = statusOf(search);
  const toggleBookmark = useBookmarkToggle(userId, status);
  const recent = useLiveQuery(() => caseListPrefsRepo.recentSearches(), []) ?? [];
  const [hideNames, setHideNames] = useAtom(hideCaseNamesAtom);
  const [blindOpen, setBlindOpen] = useState(false);
  const navigate = useNavigate();

  // A ?secondary= link names only the presentation; its system comes from the catalogue.
  const primary =
    search.primary ??
    (search.secondary
      ? library.categories.find((entry) =>
          entry.secondaryCategories.some((sub) => sub.name === search.secondary),
        )?.primaryCategory
      : undefined);

  const filtered = useMemo(
    () =>
      filterCases(library.cases ?? [], {
        q: search.q,
        status,
        primary,
        secondary: search.secondary,
        hideNames,
      }),
    [library.cases, search.q, status, primary, search.secondary, hideNames],
  );

  // Blind practice (issue 24) draws from the chosen category's presentations, on the device.
  const blindInitial = search.secondary
    ? [search.secondary]
    : primary
      ? (library.categories
          .find((entry) => entry.primaryCategory === primary)
          ?.secondaryCategories.map((sub) => sub.name) ?? [])
      : [];
  const startBlind = async (presentations: string[]): Promise<string | null> => {
    const result = await blindPracticeRepo.draw(userId, { presentations, online });
    if (!result.ok)
      return result.reason === 'none-offline' ? BLIND_NO_CANDIDATES_OFFLINE : BLIND_NO_CANDIDATES;
    void navigate({ to: '/cases/blind/$drawId', params: { drawId: result.draw.drawId } });
    return null;
  };
  const openHiddenCase = async (scenario: CaseRow) => {
    const draw = await blindPracticeRepo.drawCase(userId, scenario.scenarioId, scenario.secondaryCategory);
    void navigate({ to: '/cases/blind/$drawId', params: { drawId: draw.drawId } });
  };

  const filterKey = JSON.stringify(compactSearch(search));
  const [shown, setShown] = useState({ key: filterKey, count: PAGE_SIZE });
  const visibleCount = shown.key === filterKey ? shown.count : PAGE_SIZE;

  // Remember the filters (24 h) so coming back from practice or results finds the same list.
  useEffect(() => {
    void caseListPrefsRepo.saveFilters(JSON.parse(filterKey));
  }, [filterKey]);

  const update = useCallback(
    (patch: Partial<CaseListSearch>) => onSearchChange((prev) => ({ ...prev, ...patch })),
    [onSearchChange],
  );
  const onSearch = useCallback((q: string) => update({ q: q.trim() || undefined }), [update]);
  const selectCategory = (selection: { primary?: string; secondary?: string }) =>
    update({ primary: selection.primary, secondary: selection.secondary });
  const commitSearch = (term: string) => void caseListPrefsRepo.addRecentSearch(term);
  const resetFilters = async () => {
    // Saved first: the route restores saved filters whenever the list opens with none.
    await caseListPrefsRepo.saveFilters({});
    onSearchChange((prev) => ({ detail: prev.detail }));
  };

  const hasFilters = Boolean(search.q || search.status || primary || search.secondary);
  const totalCount = library.cases?.length ?? 0;
  const navProps = {
    categories: library.categories,
    primary,
    secondary: search.secondary,
    totalCount,
    onSelect: selectCategory,
  };

  return (
    <PageContainer
      title="증례 라이브러리"
      description="증례를 검색하거나 분류별로 골라, 브리핑을 확인하고 바로 연습하세요."
      actions={
        <Button
          variant="light"
          color="violet"
          leftSection={<IconEyeOff size={18} />}
          onClick={() => setBlindOpen(true)}
          disabled={totalCount === 0}
        >
          {BLIND_PRACTICE_ACTION}
        </Button>
      }
    >
      <BlindPracticeDialog
        opened={blindOpen}
        onClose={() => setBlindOpen(false)}
        categories={library.categories}
        initial={blindInitial}
        cases={library.cases ?? []}
        runnable={online ? null : (packIds ?? new Set())}
        onStart={startBlind}
      />
      <Stack gap="sm">
        <CaseSearchBox
          value={search.q ?? ''}
          onSearch={onSearch}
          onCommit={commitSearch}
          suggestions={suggestRecentSearches(recent, search.q ?? '')}
        />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Box style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <CaseStatusFilterControl value={status} onChange={(next) => update({ status: next })} />
          </Box>
          <Group gap="sm" wrap="nowrap">
            <Box hiddenFrom="md">
              <CaseCategoryDrawer {...navProps} />
            </Box>
            <Switch
              label="상세 보기"
              checked={Boolean(search.detail)}
              onChange={(event) => update({ detail: event.currentTarget.checked || undefined })}
            />
            <Switch
              label={HIDE_CASE_NAMES_LABEL}
              checked={hideNames}
              onChange={(event) => setHideNames(event.currentTarget.checked)}
              data-testid="hide-case-names"
            />
          </Group>
        </Group>
      </Stack>

      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box visibleFrom="md" w={250} style={{ flexShrink: 0, position: 'sticky', top: 96 }}>
          <Paper withBorder bg="white" p="xs">
            <CaseCategoryNav {...navProps} />
          </Paper>
        </Box>

        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <OfflinePacksPanel online={online} />
          {!online && (
            <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} py="xs">
              오프라인입니다. 이 기기에 저장된 목록을 보여드리며, 즐겨찾기는 연결되면 자동으로 반영됩니다.
            </Alert>
          )}
          {library.pullError && (
            <Alert color="yellow" variant="light" icon={<IconRefreshAlert size={18} />} py="xs">
              최신 목록을 받지 못했습니다. 저장된 목록을 보여드립니다. ({library.pullError})
            </Alert>
          )}

          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap={6} wrap="wrap">
              <Text size="sm" c="dimmed" role="status" data-testid="case-count">
                {library.cases === undefined ? '불러오는 중…' : `${filtered.length}개 증례`}
              </Text>
              {library.pulling && (
                <Loader size={14} type="oval" role="status" aria-label="목록 새로 받는 중" />
              )}
              {(primary || search.secondary) && (
                <Group gap={2} wrap="nowrap" hiddenFrom="md">
                  <Text size="sm" fw={600}>
                    · {[primary, search.secondary].filter(Boolean).join(' › ')}
                  </Text>
                  <CloseButton size="sm" aria-label="분류 선택 해제" onClick={() => selectCategory({})} />
                </Group>
              )}
            </Group>
            {hasFilters && (
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                leftSection={<IconFilterOff size={14} />}
                onClick={() => void resetFilters()}
              >
                필터 초기화
              </Button>
            )}
          </Group>

          {library.cases === undefined || (library.cases.length === 0 && library.pulling) ? (
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height={132} radius="lg" />
              ))}
            </SimpleGrid>
          ) : filtered.length === 0 ? (
            <CaseListEmpty
              neverSynced={totalCount === 0}
              online={online}
              onReset={hasFilters ? () => void resetFilters() : undefined}
            />
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                {filtered.slice(0, visibleCount).map((scenario) => (
                  <CaseCard
                    key={scenario.scenarioId}
                    scenario={scenario}
                    detailed={Boolean(search.detail)}
                    bookmarkBlocked={!canToggleBookmark(status, scenario.isBookmarked)}
                    onToggleBookmark={() => void toggleBookmark(scenario)}
                    onOpen={() => search.q && commitSearch(search.q)}
                    offlineReady={packIds?.has(scenario.scenarioId) ?? false}
                    englishMatch={search.q && !hideNames ? englishMatchOf(scenario, search.q) : null}
                    hideName={hideNames}
                    onOpenBlind={() => void openHiddenCase(scenario)}
                  />
                ))}
              </SimpleGrid>
              {filtered.length > visibleCount && (
                <Button
                  variant="default"
                  onClick={() => setShown({ key: filterKey, count: visibleCount + PAGE_SIZE })}
                  style={{ alignSelf: 'center' }}
                >
                  더 보기 ({filtered.length - visibleCount}개 남음)
                </Button>
              )}
            </>
          )}
        </Stack>
      </Group>
    </PageContainer>
  );
}
