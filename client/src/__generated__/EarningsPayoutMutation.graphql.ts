/**
 * @generated SignedSource<<1d08e6139465e7268a311b496b9ffdd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecordPayoutInput = {
  amountRials: number;
  id: string;
  reference: string;
  sellerId: string;
};
export type EarningsPayoutMutation$variables = {
  input: RecordPayoutInput;
};
export type EarningsPayoutMutation$data = {
  readonly recordPayout: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly owedRials: number;
      readonly paidOutRials: number;
    };
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  };
};
export type EarningsPayoutMutation = {
  response: EarningsPayoutMutation$data;
  variables: EarningsPayoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
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
    "name": "recordPayout",
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
            "concreteType": "SellerEarnings",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "owedRials",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paidOutRials",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRecordPayoutSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "EarningsPayoutMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EarningsPayoutMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "2e92552d3ad457ba478ed2d64df70dd0",
    "id": null,
    "metadata": {},
    "name": "EarningsPayoutMutation",
    "operationKind": "mutation",
    "text": "mutation EarningsPayoutMutation(\n  $input: RecordPayoutInput!\n) {\n  recordPayout(input: $input) {\n    __typename\n    ... on MutationRecordPayoutSuccess {\n      data {\n        owedRials\n        paidOutRials\n      }\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0a7ca6a53c5ed50cf3b514e34492620e";

export default node;
