/**
 * @generated SignedSource<<86b56973de65664018c5bfcc23a8a9c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderStatus = "EXPIRED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
export type AdminOrdersPageQuery$variables = {
  admin: boolean;
  buyer?: string | null | undefined;
  from?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  to?: string | null | undefined;
};
export type AdminOrdersPageQuery$data = {
  readonly adminView?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminOrdersPage_query">;
  } | null | undefined;
};
export type AdminOrdersPageQuery = {
  response: AdminOrdersPageQuery$data;
  variables: AdminOrdersPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "admin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "buyer"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v5 = {
  "kind": "Variable",
  "name": "buyer",
  "variableName": "buyer"
},
v6 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "from"
},
v7 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v8 = {
  "kind": "Variable",
  "name": "to",
  "variableName": "to"
},
v9 = [
  (v5/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountRials",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminOrdersPageQuery",
    "selections": [
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v5/*:: as any*/),
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "AdminOrdersPage_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "adminView"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminOrdersPageQuery",
    "selections": [
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "QueryOrdersConnection",
            "kind": "LinkedField",
            "name": "orders",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryOrdersConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Order",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "number",
                        "storageKey": null
                      },
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "productSlug",
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
                          },
                          (v10/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "buyer",
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
                          (v10/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Payment",
                        "kind": "LinkedField",
                        "name": "payments",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "authority",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "provider",
                            "storageKey": null
                          },
                          (v11/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "failure",
                            "storageKey": null
                          },
                          (v12/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "referenceId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "cardPan",
                            "storageKey": null
                          },
                          (v13/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "returnedAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "verifiedAt",
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
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "filters": [
              "status",
              "from",
              "to",
              "buyer"
            ],
            "handle": "connection",
            "key": "AdminOrdersPage_orders",
            "kind": "LinkedHandle",
            "name": "orders"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "3c26e33ab2d9c04c2afe95b4fbb0d5a7",
    "id": null,
    "metadata": {},
    "name": "AdminOrdersPageQuery",
    "operationKind": "query",
    "text": "query AdminOrdersPageQuery(\n  $admin: Boolean!\n  $status: OrderStatus\n  $from: DateTime\n  $to: DateTime\n  $buyer: String\n) {\n  ...AdminOrdersPage_query_2aRurx @include(if: $admin)\n}\n\nfragment AdminOrdersPage_query_2aRurx on Query {\n  orders(first: 20, status: $status, from: $from, to: $to, buyer: $buyer) {\n    totalCount\n    edges {\n      node {\n        id\n        number\n        status\n        amountRials\n        createdAt\n        productSlug\n        test {\n          title\n          id\n        }\n        buyer {\n          displayName\n          email\n          id\n        }\n        ...PaymentAttempts_order\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PaymentAttempts_order on Order {\n  payments {\n    authority\n    provider\n    status\n    failure\n    amountRials\n    referenceId\n    cardPan\n    createdAt\n    returnedAt\n    verifiedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "35b229f294fe3ee3f58ce297157f51e7";

export default node;
