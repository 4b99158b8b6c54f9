/**
 * @generated SignedSource<<a533b88bf349a046c994b2f18116bb76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TestInvitationLinkState = "EXPIRED" | "OPEN" | "USED" | "WITHDRAWN" | "%future added value";
export type AcceptTestInvitationInput = {
  shareResult: boolean;
  token: string;
};
export type useAcceptTestInvitationMutation$variables = {
  input: AcceptTestInvitationInput;
};
export type useAcceptTestInvitationMutation$data = {
  readonly acceptTestInvitation: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly acceptedByViewer: boolean;
      readonly state: TestInvitationLinkState;
    };
  };
};
export type useAcceptTestInvitationMutation = {
  response: useAcceptTestInvitationMutation$data;
  variables: useAcceptTestInvitationMutation$variables;
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
    "name": "acceptTestInvitation",
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
            "concreteType": "TestInvitationLink",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
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
                "name": "acceptedByViewer",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationAcceptTestInvitationSuccess",
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
    "name": "useAcceptTestInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptTestInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "299dbeddb2bdce9b79093f6b8e688fd6",
    "id": null,
    "metadata": {},
    "name": "useAcceptTestInvitationMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptTestInvitationMutation(\n  $input: AcceptTestInvitationInput!\n) {\n  acceptTestInvitation(input: $input) {\n    __typename\n    ... on MutationAcceptTestInvitationSuccess {\n      data {\n        state\n        acceptedByViewer\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b01f252ad485a80d33d6fddaedbf6b81";

export default node;
