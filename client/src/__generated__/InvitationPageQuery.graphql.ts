/**
 * @generated SignedSource<<613f551cf848cc0689a0b7a2fdf314e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TestInvitationLinkState = "EXPIRED" | "OPEN" | "USED" | "WITHDRAWN" | "%future added value";
export type InvitationPageQuery$variables = {
  token: string;
};
export type InvitationPageQuery$data = {
  readonly testInvitation: {
    readonly acceptedByViewer: boolean;
    readonly expiresAt: string | null | undefined;
    readonly state: TestInvitationLinkState;
    readonly test: {
      readonly slug: string;
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly __typename: "User";
  } | null | undefined;
};
export type InvitationPageQuery = {
  response: InvitationPageQuery$data;
  variables: InvitationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acceptedByViewer",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TestInvitationLink",
        "kind": "LinkedField",
        "name": "testInvitation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TestInvitationLink",
        "kind": "LinkedField",
        "name": "testInvitation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "48042396d1ca6649a754f298b19b3b7d",
    "id": null,
    "metadata": {},
    "name": "InvitationPageQuery",
    "operationKind": "query",
    "text": "query InvitationPageQuery(\n  $token: String!\n) {\n  viewer {\n    __typename\n    id\n  }\n  testInvitation(token: $token) {\n    state\n    expiresAt\n    acceptedByViewer\n    test {\n      slug\n      title\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e06ec69c6d8063015106ba4f080dcd0a";

export default node;
