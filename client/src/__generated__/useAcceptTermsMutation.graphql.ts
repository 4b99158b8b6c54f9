/**
 * @generated SignedSource<<95de16f8ff42e2ae90c6e3caf5524bdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AcceptTermsInput = {
  version: number;
};
export type useAcceptTermsMutation$variables = {
  input: AcceptTermsInput;
};
export type useAcceptTermsMutation$data = {
  readonly acceptTerms: {
    readonly __typename: "MutationAcceptTermsSuccess";
    readonly data: {
      readonly id: string;
      readonly termsAccepted: {
        readonly acceptedAt: string;
        readonly version: number;
      } | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAcceptTermsMutation = {
  response: useAcceptTermsMutation$data;
  variables: useAcceptTermsMutation$variables;
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
    "name": "acceptTerms",
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
            "concreteType": "User",
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
                "concreteType": "TermsAcceptance",
                "kind": "LinkedField",
                "name": "termsAccepted",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "version",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "acceptedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationAcceptTermsSuccess",
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
    "name": "useAcceptTermsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptTermsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5decb2d3d495b63c2fec6325662929b5",
    "id": null,
    "metadata": {},
    "name": "useAcceptTermsMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptTermsMutation(\n  $input: AcceptTermsInput!\n) {\n  acceptTerms(input: $input) {\n    __typename\n    ... on MutationAcceptTermsSuccess {\n      data {\n        id\n        termsAccepted {\n          version\n          acceptedAt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c91a6731b82365dabe9cb5885bbf3df8";

export default node;
