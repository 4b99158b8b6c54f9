/**
 * @generated SignedSource<<b4c708b20fa502d4cf7f42863379f3ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRevokeSessionMutation$variables = {
  id: string;
};
export type useRevokeSessionMutation$data = {
  readonly revokeSession: {
    readonly __typename: string;
  };
};
export type useRevokeSessionMutation = {
  response: useRevokeSessionMutation$data;
  variables: useRevokeSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "useRevokeSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "81416098197f81584be138a1f8dbb7fa",
    "id": null,
    "metadata": {},
    "name": "useRevokeSessionMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeSessionMutation(\n  $id: ID!\n) {\n  revokeSession(id: $id) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "4831203cf422e47a776f5b212df13ac2";

export default node;
