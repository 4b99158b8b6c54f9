/**
 * @generated SignedSource<<f146010a0bdd0ed856de6949bd5ae379>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TestType = "ALGORITHMIC_THINKING" | "LOGICAL_REASONING" | "PERSONALITY_COGNITIVE" | "PROBLEM_SOLVING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicationList_job$data = {
  readonly applications: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ApplicationCard_application" | "ApplicationTestResults_application">;
      };
    }>;
  } | null | undefined;
  readonly id: string;
  readonly tests: ReadonlyArray<{
    readonly test: {
      readonly id: string;
      readonly title: string;
      readonly type: TestType;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "ApplicationList_job";
};
export type ApplicationList_job$key = {
  readonly " $data"?: ApplicationList_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationList_job">;
};

import ApplicationListPaginationQuery_graphql from './ApplicationListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "applications"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "statuses"
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
      "operation": ApplicationListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ApplicationList_job",
  "selections": [
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "applications",
      "args": [
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        {
          "kind": "Variable",
          "name": "statuses",
          "variableName": "statuses"
        }
      ],
      "concreteType": "JobApplicationsConnection",
      "kind": "LinkedField",
      "name": "__ApplicationList_applications_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "JobApplicationsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "JobApplication",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ApplicationCard_application"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ApplicationTestResults_application"
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
    },
    (v1/*:: as any*/)
  ],
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "82ef64f8b99eb3c8e9c3e4ad0b862f0f";

export default node;
