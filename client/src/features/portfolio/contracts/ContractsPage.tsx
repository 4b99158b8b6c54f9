import { contractLimits as C } from '@platform/rules/contracts-limits';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  useSubscription,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import { useLoaderData } from 'react-router';
import type { ContractsPage_contracts$key } from '../../../__generated__/ContractsPage_contracts.graphql';
import type { ContractsPageContractsPaginationQuery } from '../../../__generated__/ContractsPageContractsPaginationQuery.graphql';
import type { ContractsPageQuery } from '../../../__generated__/ContractsPageQuery.graphql';
import type { ContractsPageSubscription } from '../../../__generated__/ContractsPageSubscription.graphql';
import { PanelPage } from '../../../app/PanelPage';
import { RegistrationRequired } from '../../../app/RegistrationRequired';
import { EmptyState } from '../../../ui/EmptyState';
import { MoreButton } from '../../../ui/MoreButton';
import { contractMessages as m } from './messages';
import { ContractCard } from './ContractCard';
import { MilestoneRow } from './MilestoneRow';

export interface ContractsPageLoaderData {
  queryRef: PreloadedQuery<ContractsPageQuery>;
}

/**
 * A contract's steps as they happen, on the page its sides have open: a card on the page changes where it is; a
 * contract new to the page (a proposal to the viewer) goes on top of the list. Admins also hear of disputes of
 * contracts not theirs, which are not put among their own.
 */
function useContractChanges() {
  const config = useMemo<GraphQLSubscriptionConfig<ContractsPageSubscription>>(
    () => ({
      subscription: graphql`
        subscription ContractsPageSubscription {
          contractChanged {
            id
            viewerRole
            ...ContractCard_contract
          }
        }
      `,
      variables: {},
      updater: (store) => {
        const changed = store.getRootField('contractChanged');
        if (!changed || changed.getValue('viewerRole') === 'ADMIN') return;
        const connection = ConnectionHandler.getConnection(store.getRoot(), 'ContractsPage_myContracts');
        if (!connection) return;
        const edges = connection.getLinkedRecords('edges') ?? [];
        if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === changed.getDataID())) return;
        const edge = ConnectionHandler.createEdge(
          store,
          connection,
          changed,
          'QueryMyContractsConnectionEdge',
        );
        ConnectionHandler.insertEdgeBefore(connection, edge);
      },
    }),
    [],
  );
  useSubscription(config);
}

export function Contracts({ queryRef }: ContractsPageLoaderData) {
  const intl = useIntl();
  const admin = queryRef.variables.admin;
  const data = usePreloadedQuery<ContractsPageQuery>(
    graphql`
      query ContractsPageQuery($admin: Boolean!) {
        viewer {
          registered
        }
        openDisputes: milestoneDisputes(state: OPEN, first: 5) @include(if: $admin) {
          edges {
            node {
              id
              contract {
                title
              }
              ...MilestoneRow_milestone
            }
          }
        }
        decidedDisputes: milestoneDisputes(state: DECIDED, first: 5) @include(if: $admin) {
          edges {
            node {
              id
              contract {
                title
              }
              ...MilestoneRow_milestone
            }
          }
        }
        ...ContractsPage_contracts
      }
    `,
    queryRef,
  );
  const contracts = usePaginationFragment<ContractsPageContractsPaginationQuery, ContractsPage_contracts$key>(
    graphql`
      fragment ContractsPage_contracts on Query
      @refetchable(queryName: "ContractsPageContractsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 4 }, cursor: { type: "String" }) {
        myContracts(first: $count, after: $cursor) @connection(key: "ContractsPage_myContracts") {
          edges {
            node {
              id
              ...ContractCard_contract
            }
          }
        }
      }
    `,
    data,
  );
  useContractChanges();
  if (!data.viewer?.registered) return <RegistrationRequired />;
  const mine = contracts.data.myContracts?.edges ?? [];
  const disputes = (title: string, edges: readonly { readonly node: (typeof open)[number]['node'] }[]) => (
    <section className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {edges.length ? (
        <ul className="space-y-3">
          {edges.map(({ node }) => (
            <li key={node.id} className="space-y-2">
              <p className="text-sm font-semibold text-slate-700" dir="auto">
                {node.contract.title}
              </p>
              <ol>
                <MilestoneRow milestone={node} role="ADMIN" admin />
              </ol>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{intl.formatMessage(m.noDisputes)}</p>
      )}
    </section>
  );
  const open = data.openDisputes?.edges ?? [];
  return (
    <>
      {admin ? disputes(intl.formatMessage(m.disputes), open) : null}
      {admin ? disputes(intl.formatMessage(m.decidedDisputes), data.decidedDisputes?.edges ?? []) : null}
      {mine.length ? (
        <section className="space-y-3">
          <ul className="space-y-4">
            {mine.map(({ node }) => (
              <ContractCard key={node.id} contract={node} admin={admin} />
            ))}
          </ul>
          <MoreButton pages={contracts} count={C.pageMax / 5} label={intl.formatMessage(m.more)} />
        </section>
      ) : (
        <EmptyState title={intl.formatMessage(m.title)} text={intl.formatMessage(m.empty)} />
      )}
    </>
  );
}

/**
 * /panel/contracts: custom work in milestones, as client or collaborator — the answer to a proposal, funding,
 * handing in, approving (all or a part), asking for changes, disputes and refunds; admins also decide disputes and
 * read who lost the decided ones.
 */
export function ContractsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as ContractsPageLoaderData;
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(m.description)}>
      <Contracts queryRef={queryRef} />
    </PanelPage>
  );
}
