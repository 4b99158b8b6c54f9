/**
 * @generated SignedSource<<3a4b323cfd9ac6f87eb705b2f5d0ba05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationTestState = "IN_PROGRESS" | "NOT_TAKEN" | "SCORED" | "%future added value";
export type SentTestInvitationState = "ACCEPTED" | "EXPIRED" | "SENT" | "TAKEN" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TestInvitations_job$data = {
  readonly id: string;
  readonly testInvitations: {
    readonly edges: ReadonlyArray<{
      readonly cursor: string;
      readonly node: {
        readonly email: string;
        readonly result: {
          readonly score: number | null | undefined;
          readonly state: ApplicationTestState;
        } | null | undefined;
        readonly state: SentTestInvitationState;
        readonly testId: string;
      };
    }>;
  } | null | undefined;
  readonly tests: ReadonlyArray<{
    readonly test: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "TestInvitations_job";
};
export type TestInvitations_job$key = {
  readonly " $data"?: TestInvitations_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"TestInvitations_job">;
};

import TestInvitationsPaginationQuery_graphql from './TestInvitationsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "testInvitations"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
};
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
      "fragmentPathInResult": [
        "node"
      ],
      "operation": TestInvitationsPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "TestInvitations_job",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "JobTest",
      "kind": "LinkedField",
      "name": "tests",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Test",
          "kind": "LinkedField",
          "name": "test",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "testInvitations",
      "args": null,
      "concreteType": "JobTestInvitationsConnection",
      "kind": "LinkedField",
      "name": "__TestInvitations_testInvitations_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "JobTestInvitationsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "SentTestInvitation",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "testId",
                  "storageKey": null
                },
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ApplicationTestResult",
                  "kind": "LinkedField",
                  "name": "result",
                  "plural": false,
                  "selections": [
                    (v2/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "score",
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
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "3ebb3931d623b0a00b2ae688a133b59a";

export default node;
