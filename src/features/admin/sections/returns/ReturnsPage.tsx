// Returns and replacements (decision 197): every request, newest first, filtered by where it stands (and,
// from an order's page, by its order). Open one to approve, collect, inspect and refund or replace it.
import { RETURN_STATE_LABELS, RETURN_STATES } from '@contract/return-rules.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { LocalTable } from '../../components/LocalTable.tsx';
import { withFilter } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { FilterBar, SelectFilter } from '../shared/Filters.tsx';
import { useListState } from '../shared/list.ts';
import { RETURNS_LIST } from './list-config.ts';
import { RETURN_COLUMNS } from './return-columns.tsx';

export default function ReturnsPage() {
  return (
    <RequirePermission permission="orders:read">
      <ReturnsScreen />
    </RequirePermission>
  );
}

function ReturnsScreen() {
  const [state, setState] = useListState(RETURNS_LIST);
  const list = useAdminQuery('/admin/returns', { query: state.filters }, { keepPrevious: true });
  const orderId = state.filters.orderId;
  return (
    <>
      <PageHeader
        title="Returns"
        description="Returns and replacements customers asked for, and damage reported at delivery. Open one to act on it."
      />
      <div className="space-y-3">
        <FilterBar>
          <SelectFilter
            state={state}
            onChange={setState}
            name="state"
            label="State"
            options={RETURN_STATES.map((value) => ({ value, label: RETURN_STATE_LABELS[value] }))}
          />
          {orderId ? (
            <button
              type="button"
              className={buttonClass.outline}
              onClick={() => setState(withFilter(state, 'orderId', undefined))}
            >
              Show every order’s returns
            </button>
          ) : null}
        </FilterBar>
        {list.error ? <FormAlert message={adminErrorMessage(list.error)} /> : null}
        <LocalTable
          caption="Returns"
          columns={RETURN_COLUMNS}
          rows={list.data?.items}
          getRowId={(item) => item.id}
          initialSort={{ id: 'createdAt', desc: true }}
          loading={list.isFetching}
          empty="No return matches."
          rowProps={(item) => ({ 'data-return-number': item.number })}
        />
      </div>
    </>
  );
}
