/**
 * @generated SignedSource<<ca15fac9799f7401c0ebaa593dc6611b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProposeContractInput = {
  aboutProject?: string | null | undefined;
  collaboratorId: string;
  fromRequest?: string | null | undefined;
  milestones: ReadonlyArray<ContractMilestoneInput>;
  scope: string;
  title: string;
};
export type ContractMilestoneInput = {
  amountRials: number;
  title: string;
};
export type ProposeContractPageMutation$variables = {
  input: ProposeContractInput;
};
export type ProposeContractPageMutation$data = {
  readonly proposeContract: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly id: string;
    };
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  };
};
export type ProposeContractPageMutation = {
  response: ProposeContractPageMutation$data;
  variables: ProposeContractPageMutation$variables;
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
    "name": "proposeContract",
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
            "concreteType": "Contract",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationProposeContractSuccess",
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
    "name": "ProposeContractPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProposeContractPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "cabf1b05b191403db2148a1dd6f62d9a",
    "id": null,
    "metadata": {},
    "name": "ProposeContractPageMutation",
    "operationKind": "mutation",
    "text": "mutation ProposeContractPageMutation(\n  $input: ProposeContractInput!\n) {\n  proposeContract(input: $input) {\n    __typename\n    ... on MutationProposeContractSuccess {\n      data {\n        id\n      }\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5f6f557abf41cc85acafe834e2b5810a";

export default node;
