/**
 * @generated SignedSource<<b1062b195426b9c0ac3c449c096159d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TermsPageQuery$variables = Record<PropertyKey, never>;
export type TermsPageQuery$data = {
  readonly viewer: {
    readonly registered: boolean | null | undefined;
    readonly termsAccepted: {
      readonly acceptedAt: string;
      readonly version: number;
    } | null | undefined;
  } | null | undefined;
};
export type TermsPageQuery = {
  response: TermsPageQuery$data;
  variables: TermsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "TermsAcceptance",
  "kind": "LinkedField",
  "name": "termsAccepted",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TermsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TermsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "06e679a7ddd35219e30fbc5073d1a943",
    "id": null,
    "metadata": {},
    "name": "TermsPageQuery",
    "operationKind": "query",
    "text": "query TermsPageQuery {\n  viewer {\n    registered\n    termsAccepted {\n      version\n      acceptedAt\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1bab3276746c39eeab5e1b85e2787ca4";

export default node;
