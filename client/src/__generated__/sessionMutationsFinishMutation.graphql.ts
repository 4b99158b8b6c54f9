/**
 * @generated SignedSource<<b5c80c60145050b9be327430740203fe>>
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
export type sessionMutationsFinishMutation$variables = {
  input: TestSessionTokenInput;
};
export type sessionMutationsFinishMutation$data = {
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
export type sessionMutationsFinishMutation = {
  response: sessionMutationsFinishMutation$data;
  variables: sessionMutationsFinishMutation$variables;
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
    "name": "sessionMutationsFinishMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "sessionMutationsFinishMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "986a8ef63b579f811e532a80e81b0460",
    "id": null,
    "metadata": {},
    "name": "sessionMutationsFinishMutation",
    "operationKind": "mutation",
    "text": "mutation sessionMutationsFinishMutation(\n  $input: TestSessionTokenInput!\n) {\n  finishTestSession(input: $input) {\n    __typename\n    ... on MutationFinishTestSessionSuccess {\n      data {\n        id\n        status\n        score\n        passed\n      }\n    }\n    ... on NotFoundError {\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "888effb212b961d4964c3434b78005cb";

export default node;
