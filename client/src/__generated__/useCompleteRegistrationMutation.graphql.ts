/**
 * @generated SignedSource<<b66bd9c67c4b4ac67aba0a6b2dc13f32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CompleteRegistrationInput = {
  fullName: string;
};
export type useCompleteRegistrationMutation$variables = {
  input: CompleteRegistrationInput;
};
export type useCompleteRegistrationMutation$data = {
  readonly completeRegistration: {
    readonly __typename: "MutationCompleteRegistrationSuccess";
    readonly data: {
      readonly displayName: string;
      readonly fullName: string | null | undefined;
      readonly id: string;
      readonly registered: boolean | null | undefined;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCompleteRegistrationMutation = {
  response: useCompleteRegistrationMutation$data;
  variables: useCompleteRegistrationMutation$variables;
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
    "name": "completeRegistration",
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
                "kind": "ScalarField",
                "name": "registered",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCompleteRegistrationSuccess",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useCompleteRegistrationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCompleteRegistrationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0cee7a98fb508e991c150d27089e4269",
    "id": null,
    "metadata": {},
    "name": "useCompleteRegistrationMutation",
    "operationKind": "mutation",
    "text": "mutation useCompleteRegistrationMutation(\n  $input: CompleteRegistrationInput!\n) {\n  completeRegistration(input: $input) {\n    __typename\n    ... on MutationCompleteRegistrationSuccess {\n      data {\n        id\n        registered\n        fullName\n        displayName\n      }\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f3550a375980d562e80da8896294587c";

export default node;
