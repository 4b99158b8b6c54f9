/**
 * @generated SignedSource<<2f2716df7cae08895f6f330b46161c51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportFailure = "NO_ADDRESS" | "UNDELIVERABLE" | "%future added value";
export type ReportState = "FAILED" | "PENDING" | "SENT" | "%future added value";
export type RetryReportInput = {
  sessionId: string;
};
export type useRetryReportMutation$variables = {
  input: RetryReportInput;
};
export type useRetryReportMutation$data = {
  readonly retryReport: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly failure: ReportFailure | null | undefined;
      readonly id: string;
      readonly queuedAt: string | null | undefined;
      readonly state: ReportState;
    };
  };
};
export type useRetryReportMutation = {
  response: useRetryReportMutation$data;
  variables: useRetryReportMutation$variables;
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
    "name": "retryReport",
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
            "concreteType": "QueuedReport",
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
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failure",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "queuedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRetryReportSuccess",
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
    "name": "useRetryReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRetryReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "223f0fc596d00a040948ca0cf369e37f",
    "id": null,
    "metadata": {},
    "name": "useRetryReportMutation",
    "operationKind": "mutation",
    "text": "mutation useRetryReportMutation(\n  $input: RetryReportInput!\n) {\n  retryReport(input: $input) {\n    __typename\n    ... on MutationRetryReportSuccess {\n      data {\n        id\n        state\n        failure\n        queuedAt\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2416db9e00d11350855e671e2f179120";

export default node;
