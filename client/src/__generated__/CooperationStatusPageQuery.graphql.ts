/**
 * @generated SignedSource<<c547e090d95e3337badd852423f90224>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CooperationType = "CONSULTATION" | "DEVELOPMENT" | "INTERVIEW" | "OTHER" | "%future added value";
export type InboxState = "ASSIGNED" | "CLOSED" | "OPEN" | "REPLIED" | "%future added value";
export type CooperationStatusPageQuery$variables = {
  code: string;
  hasCode: boolean;
};
export type CooperationStatusPageQuery$data = {
  readonly cooperationRequest?: {
    readonly cooperationType: CooperationType;
    readonly receivedAt: string;
    readonly reviewBy: string;
    readonly state: InboxState;
    readonly trackingCode: string;
  } | null | undefined;
};
export type CooperationStatusPageQuery = {
  response: CooperationStatusPageQuery$data;
  variables: CooperationStatusPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hasCode"
  }
],
v1 = [
  {
    "condition": "hasCode",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "trackingCode",
            "variableName": "code"
          }
        ],
        "concreteType": "CooperationRequestStatus",
        "kind": "LinkedField",
        "name": "cooperationRequest",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trackingCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cooperationType",
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
            "name": "receivedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewBy",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CooperationStatusPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CooperationStatusPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a53cc8121f5a31c38ac58255ed21c2c2",
    "id": null,
    "metadata": {},
    "name": "CooperationStatusPageQuery",
    "operationKind": "query",
    "text": "query CooperationStatusPageQuery(\n  $code: String!\n  $hasCode: Boolean!\n) {\n  cooperationRequest(trackingCode: $code) @include(if: $hasCode) {\n    trackingCode\n    cooperationType\n    state\n    receivedAt\n    reviewBy\n  }\n}\n"
  }
};
})();

(node as any).hash = "2be8109b05d76eef995f3a223ed5d11d";

export default node;
