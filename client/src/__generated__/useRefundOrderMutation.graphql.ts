/**
 * @generated SignedSource<<32dc315f6fe27688e9e9495292a24571>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "EXPIRED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
export type RefundOrderInput = {
  orderId: string;
  reason: string;
};
export type useRefundOrderMutation$variables = {
  input: RefundOrderInput;
};
export type useRefundOrderMutation$data = {
  readonly refundOrder: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly id: string;
      readonly refundReason: string | null | undefined;
      readonly refundedAt: string | null | undefined;
      readonly status: OrderStatus;
    };
  };
};
export type useRefundOrderMutation = {
  response: useRefundOrderMutation$data;
  variables: useRefundOrderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "refundOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "data",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refundedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refundReason",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRefundOrderSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "BaseError",
        "abstractKey": "__isBaseError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRefundOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRefundOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7b85a8639ed3b94c42653bf5e69843bb",
    "id": null,
    "metadata": {},
    "name": "useRefundOrderMutation",
    "operationKind": "mutation",
    "text": "mutation useRefundOrderMutation(\n  $input: RefundOrderInput!\n) {\n  refundOrder(input: $input) {\n    __typename\n    ... on MutationRefundOrderSuccess {\n      data {\n        id\n        status\n        refundedAt\n        refundReason\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1188ebc521d7f4ff732c684f51c48622";

export default node;
