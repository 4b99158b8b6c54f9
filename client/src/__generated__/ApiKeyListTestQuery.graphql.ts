/**
 * @generated SignedSource<<baf682ab578026d135122dd24953730f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeyListTestQuery$variables = Record<PropertyKey, never>;
export type ApiKeyListTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyList_query">;
};
export type ApiKeyListTestQuery = {
  response: ApiKeyListTestQuery$data;
  variables: ApiKeyListTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiKeyListTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ApiKeyList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiKeyListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryMyApiKeysConnection",
        "kind": "LinkedField",
        "name": "myApiKeys",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMyApiKeysConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiKey",
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
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prefix",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastUsedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revokedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "days",
                        "value": 30
                      }
                    ],
                    "concreteType": "ApiKeyDailyUsage",
                    "kind": "LinkedField",
                    "name": "usage",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "day",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "requests",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "limited",
                        "storageKey": null
                      }
                    ],
                    "storageKey": "usage(days:30)"
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
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": "myApiKeys(first:20)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ApiKeyList_myApiKeys",
        "kind": "LinkedHandle",
        "name": "myApiKeys"
      }
    ]
  },
  "params": {
    "cacheID": "e73481e304342da936a0dc71e3090009",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "myApiKeys": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryMyApiKeysConnection"
        },
        "myApiKeys.__id": (v1/*:: as any*/),
        "myApiKeys.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryMyApiKeysConnectionEdge"
        },
        "myApiKeys.edges.cursor": (v2/*:: as any*/),
        "myApiKeys.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ApiKey"
        },
        "myApiKeys.edges.node.__typename": (v2/*:: as any*/),
        "myApiKeys.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "myApiKeys.edges.node.id": (v1/*:: as any*/),
        "myApiKeys.edges.node.lastUsedAt": (v3/*:: as any*/),
        "myApiKeys.edges.node.name": (v2/*:: as any*/),
        "myApiKeys.edges.node.prefix": (v2/*:: as any*/),
        "myApiKeys.edges.node.revokedAt": (v3/*:: as any*/),
        "myApiKeys.edges.node.usage": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ApiKeyDailyUsage"
        },
        "myApiKeys.edges.node.usage.day": (v2/*:: as any*/),
        "myApiKeys.edges.node.usage.limited": (v4/*:: as any*/),
        "myApiKeys.edges.node.usage.requests": (v4/*:: as any*/),
        "myApiKeys.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "myApiKeys.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "myApiKeys.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "ApiKeyListTestQuery",
    "operationKind": "query",
    "text": "query ApiKeyListTestQuery {\n  ...ApiKeyList_query\n}\n\nfragment ApiKeyCard_apiKey on ApiKey {\n  id\n  name\n  prefix\n  createdAt\n  lastUsedAt\n  revokedAt\n  ...ApiKeyUsage_apiKey\n}\n\nfragment ApiKeyList_query on Query {\n  myApiKeys(first: 20) {\n    edges {\n      node {\n        id\n        ...ApiKeyCard_apiKey\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ApiKeyUsage_apiKey on ApiKey {\n  usage(days: 30) {\n    day\n    requests\n    limited\n  }\n}\n"
  }
};
})();

(node as any).hash = "f84211c51342311d2abdd18c0f3cfc82";

export default node;
