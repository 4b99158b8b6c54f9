/**
 * @generated SignedSource<<320d96dbf36b4d2cb1006d99329712db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TeamEditorSearchQuery$variables = {
  first: number;
  query: string;
};
export type TeamEditorSearchQuery$data = {
  readonly collaborators: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly id: string;
      };
    }>;
  };
};
export type TeamEditorSearchQuery = {
  response: TeamEditorSearchQuery$data;
  variables: TeamEditorSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "query",
            "variableName": "query"
          }
        ],
        "kind": "ObjectValue",
        "name": "filter"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "QueryCollaboratorsConnection",
    "kind": "LinkedField",
    "name": "collaborators",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryCollaboratorsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Collaborator",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "displayName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamEditorSearchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TeamEditorSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "123a6f3dc040d7bebe1565e5e9104da1",
    "id": null,
    "metadata": {},
    "name": "TeamEditorSearchQuery",
    "operationKind": "query",
    "text": "query TeamEditorSearchQuery(\n  $query: String!\n  $first: Int!\n) {\n  collaborators(filter: {query: $query}, first: $first) {\n    edges {\n      node {\n        id\n        displayName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d25e86614eba21b5aff716120f67018";

export default node;
