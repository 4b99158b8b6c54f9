/**
 * @generated SignedSource<<f624ae51568e88afc257579d26a2ee13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestInvitationsTestQuery$variables = Record<PropertyKey, never>;
export type TestInvitationsTestQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"TestInvitations_job">;
  } | null | undefined;
};
export type TestInvitationsTestQuery = {
  response: TestInvitationsTestQuery$data;
  variables: TestInvitationsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "data-engineer"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TestInvitationsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TestInvitations_job"
          }
        ],
        "storageKey": "job(slug:\"data-engineer\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TestInvitationsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
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
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "JobTestInvitationsConnection",
            "kind": "LinkedField",
            "name": "testInvitations",
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
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApplicationTestResult",
                        "kind": "LinkedField",
                        "name": "result",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
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
            "storageKey": "testInvitations(first:20)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "TestInvitations_testInvitations",
            "kind": "LinkedHandle",
            "name": "testInvitations"
          }
        ],
        "storageKey": "job(slug:\"data-engineer\")"
      }
    ]
  },
  "params": {
    "cacheID": "f7e35e0c6e374ac22cdb2f098afbd1c1",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "job.id": (v4/*:: as any*/),
        "job.testInvitations": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JobTestInvitationsConnection"
        },
        "job.testInvitations.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobTestInvitationsConnectionEdge"
        },
        "job.testInvitations.edges.cursor": (v5/*:: as any*/),
        "job.testInvitations.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SentTestInvitation"
        },
        "job.testInvitations.edges.node.__typename": (v5/*:: as any*/),
        "job.testInvitations.edges.node.email": (v5/*:: as any*/),
        "job.testInvitations.edges.node.result": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ApplicationTestResult"
        },
        "job.testInvitations.edges.node.result.score": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "job.testInvitations.edges.node.result.state": {
          "enumValues": [
            "NOT_TAKEN",
            "IN_PROGRESS",
            "SCORED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ApplicationTestState"
        },
        "job.testInvitations.edges.node.state": {
          "enumValues": [
            "SENT",
            "ACCEPTED",
            "TAKEN",
            "WITHDRAWN",
            "EXPIRED"
          ],
          "nullable": false,
          "plural": false,
          "type": "SentTestInvitationState"
        },
        "job.testInvitations.edges.node.testId": (v4/*:: as any*/),
        "job.testInvitations.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "job.testInvitations.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "job.testInvitations.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "job.tests": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobTest"
        },
        "job.tests.test": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Test"
        },
        "job.tests.test.id": (v4/*:: as any*/),
        "job.tests.test.title": (v5/*:: as any*/)
      }
    },
    "name": "TestInvitationsTestQuery",
    "operationKind": "query",
    "text": "query TestInvitationsTestQuery {\n  job(slug: \"data-engineer\") {\n    ...TestInvitations_job\n    id\n  }\n}\n\nfragment TestInvitations_job on Job {\n  id\n  tests {\n    test {\n      id\n      title\n    }\n  }\n  testInvitations(first: 20) {\n    edges {\n      cursor\n      node {\n        email\n        testId\n        state\n        result {\n          state\n          score\n        }\n        __typename\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d98fb4463d540d2fea9fd8c60923d7e8";

export default node;
