/**
 * @generated SignedSource<<f11a3ffcdb01168ca188dded987c04e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DevSignInInput = {
  account: string;
  referralId?: string | null | undefined;
  visitorId?: string | null | undefined;
};
export type useDevSignInMutation$variables = {
  input: DevSignInInput;
};
export type useDevSignInMutation$data = {
  readonly devSignIn: {
    readonly __typename: "MutationDevSignInSuccess";
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
export type useDevSignInMutation = {
  response: useDevSignInMutation$data;
  variables: useDevSignInMutation$variables;
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
    "name": "devSignIn",
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
        "type": "MutationDevSignInSuccess",
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
    "name": "useDevSignInMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDevSignInMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "95826af294e0d973abd14870b2cac21d",
    "id": null,
    "metadata": {},
    "name": "useDevSignInMutation",
    "operationKind": "mutation",
    "text": "mutation useDevSignInMutation(\n  $input: DevSignInInput!\n) {\n  devSignIn(input: $input) {\n    __typename\n    ... on MutationDevSignInSuccess {\n      data {\n        token\n        needsRegistration\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0cfa71da18d47a4797bbd887289a8cf5";

export default node;
