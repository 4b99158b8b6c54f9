/**
 * @generated SignedSource<<c990e09e8de748fb32c4844550886704>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResumePageOpenMutation$variables = {
  open: boolean;
};
export type ResumePageOpenMutation$data = {
  readonly setResumeOpenToEmployers: {
    readonly __typename: "MutationSetResumeOpenToEmployersSuccess";
    readonly data: {
      readonly id: string;
      readonly openToEmployers: boolean;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ResumePageOpenMutation = {
  response: ResumePageOpenMutation$data;
  variables: ResumePageOpenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "open"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "open",
        "variableName": "open"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setResumeOpenToEmployers",
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
            "concreteType": "Resume",
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
                "name": "openToEmployers",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSetResumeOpenToEmployersSuccess",
        "abstractKey": null
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
    "name": "ResumePageOpenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResumePageOpenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d9ba7767545e0b17a90b3cad4449960e",
    "id": null,
    "metadata": {},
    "name": "ResumePageOpenMutation",
    "operationKind": "mutation",
    "text": "mutation ResumePageOpenMutation(\n  $open: Boolean!\n) {\n  setResumeOpenToEmployers(open: $open) {\n    __typename\n    ... on MutationSetResumeOpenToEmployersSuccess {\n      data {\n        id\n        openToEmployers\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "48f8f7a93345e5c87e1647395759d53d";

export default node;
