/**
 * @generated SignedSource<<b5256a5a2d283b01c04b2f40f0f5e1d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartTestSessionInput = {
  testId: string;
};
export type useStartTestSessionMutation$variables = {
  input: StartTestSessionInput;
};
export type useStartTestSessionMutation$data = {
  readonly startTestSession: {
    readonly __typename: "ConflictError";
    readonly code: string;
  } | {
    readonly __typename: "MutationStartTestSessionSuccess";
    readonly data: {
      readonly id: string;
      readonly token: string;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly code: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useStartTestSessionMutation = {
  response: useStartTestSessionMutation$data;
  variables: useStartTestSessionMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  }
],
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
    "name": "startTestSession",
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
            "concreteType": "TestSession",
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
                "name": "token",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationStartTestSessionSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ConflictError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
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
    "name": "useStartTestSessionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartTestSessionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "477f4dfa8fd9cc9cf7ed60dfc93b6389",
    "id": null,
    "metadata": {},
    "name": "useStartTestSessionMutation",
    "operationKind": "mutation",
    "text": "mutation useStartTestSessionMutation(\n  $input: StartTestSessionInput!\n) {\n  startTestSession(input: $input) {\n    __typename\n    ... on MutationStartTestSessionSuccess {\n      data {\n        id\n        token\n      }\n    }\n    ... on ConflictError {\n      code\n    }\n    ... on NotFoundError {\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d49d14e92fc0204c3df6aa3350dac6e";

export default node;
