/**
 * @generated SignedSource<<2ff66b636af204c0bbe7bc94e08aa039>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QueuedReportRowTestQuery$variables = Record<PropertyKey, never>;
export type QueuedReportRowTestQuery$data = {
  readonly reportQueue: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"QueuedReportRow_report">;
      };
    }>;
  };
};
export type QueuedReportRowTestQuery = {
  response: QueuedReportRowTestQuery$data;
  variables: QueuedReportRowTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
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
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
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
    "name": "QueuedReportRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryReportQueueConnection",
        "kind": "LinkedField",
        "name": "reportQueue",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryReportQueueConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueuedReport",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "QueuedReportRow_report"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "reportQueue(first:1)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QueuedReportRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryReportQueueConnection",
        "kind": "LinkedField",
        "name": "reportQueue",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryReportQueueConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueuedReport",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "failure",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "testTitle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scoredAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "taker",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "reportQueue(first:1)"
      }
    ]
  },
  "params": {
    "cacheID": "69f7c10501163add57f1888549c3a8f1",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "reportQueue": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryReportQueueConnection"
        },
        "reportQueue.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryReportQueueConnectionEdge"
        },
        "reportQueue.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueuedReport"
        },
        "reportQueue.edges.node.dueAt": (v2/*:: as any*/),
        "reportQueue.edges.node.failure": {
          "enumValues": [
            "NO_ADDRESS",
            "UNDELIVERABLE"
          ],
          "nullable": true,
          "plural": false,
          "type": "ReportFailure"
        },
        "reportQueue.edges.node.id": (v3/*:: as any*/),
        "reportQueue.edges.node.scoredAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "reportQueue.edges.node.sentAt": (v2/*:: as any*/),
        "reportQueue.edges.node.state": {
          "enumValues": [
            "PENDING",
            "SENT",
            "FAILED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ReportState"
        },
        "reportQueue.edges.node.taker": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "reportQueue.edges.node.taker.displayName": (v4/*:: as any*/),
        "reportQueue.edges.node.taker.email": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "reportQueue.edges.node.taker.id": (v3/*:: as any*/),
        "reportQueue.edges.node.testTitle": (v4/*:: as any*/)
      }
    },
    "name": "QueuedReportRowTestQuery",
    "operationKind": "query",
    "text": "query QueuedReportRowTestQuery {\n  reportQueue(first: 1) {\n    edges {\n      node {\n        ...QueuedReportRow_report\n        id\n      }\n    }\n  }\n}\n\nfragment QueuedReportRow_report on QueuedReport {\n  id\n  state\n  failure\n  testTitle\n  scoredAt\n  dueAt\n  sentAt\n  taker {\n    displayName\n    email\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a169592067a8b15a7cb600b4ff1e963";

export default node;
