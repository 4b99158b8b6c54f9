/**
 * @generated SignedSource<<5c84c3b4baaad6aa2265c5efdee42e65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignInWithGoogleInput = {
  credential: string;
  referralId?: string | null | undefined;
  visitorId?: string | null | undefined;
};
export type useSignInWithGoogleMutation$variables = {
  input: SignInWithGoogleInput;
};
export type useSignInWithGoogleMutation$data = {
  readonly signInWithGoogle: {
    readonly __typename: "GoogleSignInError";
    readonly code: string;
  } | {
    readonly __typename: "MutationSignInWithGoogleSuccess";
    readonly data: {
      readonly needsRegistration: boolean;
      readonly token: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSignInWithGoogleMutation = {
  response: useSignInWithGoogleMutation$data;
  variables: useSignInWithGoogleMutation$variables;
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
    "name": "signInWithGoogle",
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
            "concreteType": "SignInPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "token",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needsRegistration",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSignInWithGoogleSuccess",
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
        "type": "GoogleSignInError",
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
    "name": "useSignInWithGoogleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignInWithGoogleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "013ba0ce87f042ab578d06acd8bf8a17",
    "id": null,
    "metadata": {},
    "name": "useSignInWithGoogleMutation",
    "operationKind": "mutation",
    "text": "mutation useSignInWithGoogleMutation(\n  $input: SignInWithGoogleInput!\n) {\n  signInWithGoogle(input: $input) {\n    __typename\n    ... on MutationSignInWithGoogleSuccess {\n      data {\n        token\n        needsRegistration\n      }\n    }\n    ... on GoogleSignInError {\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "03a08a02faae14b521df5cf483f1e3b4";

export default node;
