/**
 * @generated SignedSource<<0a2ab207d9155a03bd0fb843b0c456f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportFailure = "NO_ADDRESS" | "UNDELIVERABLE" | "%future added value";
export type TestScoringKind = "APTITUDE" | "PERSONALITY" | "%future added value";
export type TestSessionStatus = "COMPLETED" | "IN_PROGRESS" | "TIMED_OUT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyTestsPage_query$data = {
  readonly myTestSessions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly answeredCount: number;
        readonly id: string;
        readonly passed: boolean | null | undefined;
        readonly remainingSeconds: number;
        readonly reportDueAt: string | null | undefined;
        readonly reportFailure: ReportFailure | null | undefined;
        readonly reportSentAt: string | null | undefined;
        readonly result: {
          readonly kind: TestScoringKind;
          readonly validProfile: boolean | null | undefined;
        } | null | undefined;
        readonly score: number | null | undefined;
        readonly startedAt: string;
        readonly status: TestSessionStatus;
        readonly test: {
          readonly title: string;
        };
        readonly token: string;
        readonly total: number;
      };
    }>;
  };
  readonly " $fragmentType": "MyTestsPage_query";
};
export type MyTestsPage_query$key = {
  readonly " $data"?: MyTestsPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyTestsPage_query">;
};

import MyTestsPaginationQuery_graphql from './MyTestsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "myTestSessions"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": MyTestsPaginationQuery_graphql
    }
  },
  "name": "MyTestsPage_query",
  "selections": [
    {
      "alias": "myTestSessions",
      "args": null,
      "concreteType": "QueryMyTestSessionsConnection",
      "kind": "LinkedField",
      "name": "__MyTestsPage_myTestSessions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryMyTestSessionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TestSession",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "token",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "startedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "remainingSeconds",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "total",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "answeredCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "score",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "passed",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reportDueAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reportSentAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reportFailure",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TestResult",
                  "kind": "LinkedField",
                  "name": "result",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "kind",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "validProfile",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Test",
                  "kind": "LinkedField",
                  "name": "test",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "title",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "9164f45e834d8d7f181247a358f3b1e8";

export default node;
