/**
 * @generated SignedSource<<e093c7f1b0c869a4b65804b00f3e22ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type certificateLookupQuery$variables = {
  code: string;
};
export type certificateLookupQuery$data = {
  readonly certificate: {
    readonly __typename: "Certificate";
  } | null | undefined;
};
export type certificateLookupQuery = {
  response: certificateLookupQuery$data;
  variables: certificateLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "code",
    "variableName": "code"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "certificateLookupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Certificate",
        "kind": "LinkedField",
        "name": "certificate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "certificateLookupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Certificate",
        "kind": "LinkedField",
        "name": "certificate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "cacheID": "72a2481d8a2146e795ed22eba8acedfe",
    "id": null,
    "metadata": {},
    "name": "certificateLookupQuery",
    "operationKind": "query",
    "text": "query certificateLookupQuery(\n  $code: String!\n) {\n  certificate(code: $code) {\n    __typename\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "907116068d79701e96cd53402b96d2e4";

export default node;
