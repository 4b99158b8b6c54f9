/**
 * @generated SignedSource<<852f30ce3c9b99e262253fbee4c6b651>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TestSessionStatus = "COMPLETED" | "IN_PROGRESS" | "TIMED_OUT" | "%future added value";
export type TestSessionTokenInput = {
  token: string;
};
export type useFinishTestSessionMutation$variables = {
  input: TestSessionTokenInput;
};
export type useFinishTestSessionMutation$data = {
  readonly finishTestSession: {
    readonly __typename: "MutationFinishTestSessionSuccess";
    readonly data: {
      readonly id: string;
      readonly passed: boolean | null | undefined;
      readonly score: number | null | undefined;
      readonly status: TestSessionStatus;
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
export type useFinishTestSessionMutation = {
  response: useFinishTestSessionMutation$data;
  variables: useFinishTestSessionMutation$variables;
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
    "name": "finishTestSession",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "score",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "passed",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationFinishTestSessionSuccess",
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
    "name": "useFinishTestSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFinishTestSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f176958f99aa57d938f2e0e56dfe5271",
    "id": null,
    "metadata": {},
    "name": "useFinishTestSessionMutation",
    "operationKind": "mutation",
    "text": "mutation useFinishTestSessionMutation(\n  $input: TestSessionTokenInput!\n) {\n  finishTestSession(input: $input) {\n    __typename\n    ... on MutationFinishTestSessionSuccess {\n      data {\n        id\n        status\n        score\n        passed\n      }\n    }\n    ... on NotFoundError {\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c60fa215e5b912945931e29a769e0589";

export default node;
