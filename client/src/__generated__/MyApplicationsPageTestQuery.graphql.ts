/**
 * @generated SignedSource<<d20ded58bd4740f1c90c1232adbc72f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyApplicationsPageTestQuery$variables = Record<PropertyKey, never>;
export type MyApplicationsPageTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MyApplicationsPage_query">;
};
export type MyApplicationsPageTestQuery = {
  response: MyApplicationsPageTestQuery$data;
  variables: MyApplicationsPageTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
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
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyApplicationsPageTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MyApplicationsPage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyApplicationsPageTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryMyApplicationsConnection",
        "kind": "LinkedField",
        "name": "myApplications",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMyApplicationsConnectionEdge",
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
                    "name": "submittedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statusChangedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shareTestResults",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Job",
                    "kind": "LinkedField",
                    "name": "job",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "companyName",
                        "storageKey": null
                      },
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
                              (v2/*:: as any*/),
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "durationMinutes",
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "required",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
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
        "storageKey": "myApplications(first:20)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "MyApplicationsPage_myApplications",
        "kind": "LinkedHandle",
        "name": "myApplications"
      }
    ]
  },
  "params": {
    "cacheID": "f523450f80f4f96a01404bffe50081ed",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "myApplications": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryMyApplicationsConnection"
        },
        "myApplications.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryMyApplicationsConnectionEdge"
        },
        "myApplications.edges.cursor": (v4/*:: as any*/),
        "myApplications.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JobApplication"
        },
        "myApplications.edges.node.__typename": (v4/*:: as any*/),
        "myApplications.edges.node.id": (v5/*:: as any*/),
        "myApplications.edges.node.job": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Job"
        },
        "myApplications.edges.node.job.companyName": (v4/*:: as any*/),
        "myApplications.edges.node.job.id": (v5/*:: as any*/),
        "myApplications.edges.node.job.slug": (v4/*:: as any*/),
        "myApplications.edges.node.job.tests": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobTest"
        },
        "myApplications.edges.node.job.tests.required": (v6/*:: as any*/),
        "myApplications.edges.node.job.tests.test": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Test"
        },
        "myApplications.edges.node.job.tests.test.durationMinutes": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "myApplications.edges.node.job.tests.test.id": (v5/*:: as any*/),
        "myApplications.edges.node.job.tests.test.slug": (v4/*:: as any*/),
        "myApplications.edges.node.job.tests.test.title": (v4/*:: as any*/),
        "myApplications.edges.node.job.tests.test.type": {
          "enumValues": [
            "ALGORITHMIC_THINKING",
            "LOGICAL_REASONING",
            "PROBLEM_SOLVING",
            "PERSONALITY_COGNITIVE"
          ],
          "nullable": false,
          "plural": false,
          "type": "TestType"
        },
        "myApplications.edges.node.job.title": (v4/*:: as any*/),
        "myApplications.edges.node.shareTestResults": (v6/*:: as any*/),
        "myApplications.edges.node.status": {
          "enumValues": [
            "SUBMITTED",
            "REVIEWED",
            "APPROVED",
            "REJECTED",
            "HIRED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ApplicationStatus"
        },
        "myApplications.edges.node.statusChangedAt": (v7/*:: as any*/),
        "myApplications.edges.node.submittedAt": (v7/*:: as any*/),
        "myApplications.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "myApplications.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "myApplications.pageInfo.hasNextPage": (v6/*:: as any*/)
      }
    },
    "name": "MyApplicationsPageTestQuery",
    "operationKind": "query",
    "text": "query MyApplicationsPageTestQuery {\n  ...MyApplicationsPage_query\n}\n\nfragment JobTestList_job on Job {\n  tests {\n    required\n    test {\n      id\n      slug\n      title\n      durationMinutes\n      type\n    }\n  }\n}\n\nfragment MyApplicationsPage_query on Query {\n  myApplications(first: 20) {\n    edges {\n      node {\n        id\n        status\n        submittedAt\n        statusChangedAt\n        shareTestResults\n        job {\n          slug\n          title\n          companyName\n          tests {\n            test {\n              id\n            }\n          }\n          ...JobTestList_job\n          id\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c1d306f787a5161b436b2a64353c5bc";

export default node;
