/**
 * @generated SignedSource<<c9af5c3b7061962bd9503042a67831b9>>
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
export type mutationsRefundOrderMutation$variables = {
  input: RefundOrderInput;
};
export type mutationsRefundOrderMutation$data = {
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
export type mutationsRefundOrderMutation = {
  response: mutationsRefundOrderMutation$data;
  variables: mutationsRefundOrderMutation$variables;
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
    "name": "mutationsRefundOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsRefundOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ae66a218fb419dd93182dc7e0d3f8dfd",
    "id": null,
    "metadata": {},
    "name": "mutationsRefundOrderMutation",
    "operationKind": "mutation",
    "text": "mutation mutationsRefundOrderMutation(\n  $input: RefundOrderInput!\n) {\n  refundOrder(input: $input) {\n    __typename\n    ... on MutationRefundOrderSuccess {\n      data {\n        id\n        status\n        refundedAt\n        refundReason\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2e79a920fca3bd5836dd8ce39482b8a";

export default node;
