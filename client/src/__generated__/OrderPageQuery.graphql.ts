/**
 * @generated SignedSource<<673567d538bf8dbf8083df1efa659fcb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EscrowStatus = "HELD" | "REFUNDED" | "RELEASED" | "SPLIT" | "%future added value";
export type OrderStatus = "EXPIRED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
export type PaymentFailure = "AMOUNT_MISMATCH" | "CANCELLED" | "DECLINED" | "GATEWAY_UNAVAILABLE" | "NOT_CONFIRMED" | "%future added value";
export type PaymentStatus = "FAILED" | "STARTED" | "VERIFIED" | "VERIFYING" | "%future added value";
export type ProductType = "MILESTONE" | "SOFTWARE" | "TEST" | "TEST_INVITATIONS" | "%future added value";
export type OrderPageQuery$variables = {
  admin: boolean;
  number: string;
};
export type OrderPageQuery$data = {
  readonly order: {
    readonly amountRials: number;
    readonly attempts?: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentAttempts_order">;
    } | null | undefined;
    readonly buyer?: {
      readonly displayName: string;
      readonly id: string;
    };
    readonly createdAt: string;
    readonly discountRials: number;
    readonly escrowStatus: EscrowStatus | null | undefined;
    readonly expiresAt: string | null | undefined;
    readonly id: string;
    readonly milestone: {
      readonly contract: {
        readonly title: string;
      };
      readonly title: string;
    } | null | undefined;
    readonly number: string;
    readonly originalRials: number;
    readonly paidAt: string | null | undefined;
    readonly payUrl: string | null | undefined;
    readonly payments: ReadonlyArray<{
      readonly cardPan: string | null | undefined;
      readonly createdAt: string;
      readonly failure: PaymentFailure | null | undefined;
      readonly referenceId: string | null | undefined;
      readonly status: PaymentStatus;
    }>;
    readonly productSlug: string;
    readonly productType: ProductType;
    readonly quantity: number;
    readonly refundReason: string | null | undefined;
    readonly refundedAt: string | null | undefined;
    readonly status: OrderStatus;
    readonly test: {
      readonly title: string;
    } | null | undefined;
    readonly testInvitations: {
      readonly test: {
        readonly title: string;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly viewer?: {
    readonly id: string;
  } | null | undefined;
};
export type OrderPageQuery = {
  response: OrderPageQuery$data;
  variables: OrderPageQuery$variables;
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
  "name": "number"
},
v2 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productSlug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productType",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "escrowStatus",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = [
  (v10/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Test",
  "kind": "LinkedField",
  "name": "test",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "originalRials",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountRials",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountRials",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paidAt",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refundedAt",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refundReason",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payUrl",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "Payment",
  "kind": "LinkedField",
  "name": "payments",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
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
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "buyer",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = {
  "condition": "admin",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v25 = [
  (v10/*:: as any*/),
  (v3/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Test",
  "kind": "LinkedField",
  "name": "test",
  "plural": false,
  "selections": (v25/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TestInvitationBatch",
            "kind": "LinkedField",
            "name": "testInvitations",
            "plural": false,
            "selections": [
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractMilestone",
            "kind": "LinkedField",
            "name": "milestone",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contract",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "condition": "admin",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              (v23/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "PaymentAttempts_order"
                    }
                  ],
                  "type": "Order",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "attempts"
              }
            ]
          }
        ],
        "storageKey": null
      },
      (v24/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrderPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "order",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v26/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TestInvitationBatch",
            "kind": "LinkedField",
            "name": "testInvitations",
            "plural": false,
            "selections": [
              (v26/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractMilestone",
            "kind": "LinkedField",
            "name": "milestone",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contract",
                "plural": false,
                "selections": (v25/*:: as any*/),
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "condition": "admin",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              (v23/*:: as any*/),
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
                  (v14/*:: as any*/),
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
              }
            ]
          }
        ],
        "storageKey": null
      },
      (v24/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "cb7592db4dd13a305d035a9c1b5c1d35",
    "id": null,
    "metadata": {},
    "name": "OrderPageQuery",
    "operationKind": "query",
    "text": "query OrderPageQuery(\n  $number: String!\n  $admin: Boolean!\n) {\n  order(number: $number) {\n    id\n    number\n    status\n    productSlug\n    productType\n    escrowStatus\n    quantity\n    test {\n      title\n      id\n    }\n    testInvitations {\n      test {\n        title\n        id\n      }\n      id\n    }\n    milestone {\n      title\n      contract {\n        title\n        id\n      }\n      id\n    }\n    originalRials\n    amountRials\n    discountRials\n    createdAt\n    expiresAt\n    paidAt\n    refundedAt\n    refundReason\n    payUrl\n    payments {\n      status\n      failure\n      referenceId\n      cardPan\n      createdAt\n    }\n    buyer @include(if: $admin) {\n      id\n      displayName\n    }\n    ...PaymentAttempts_order @include(if: $admin)\n  }\n  viewer @include(if: $admin) {\n    id\n  }\n}\n\nfragment PaymentAttempts_order on Order {\n  payments {\n    authority\n    provider\n    status\n    failure\n    amountRials\n    referenceId\n    cardPan\n    createdAt\n    returnedAt\n    verifiedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "b2cfe44cbca935b370f2947e07a61d54";

export default node;
