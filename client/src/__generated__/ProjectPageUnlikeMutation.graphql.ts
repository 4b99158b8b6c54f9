/**
 * @generated SignedSource<<64abfb5a2d406b2d0484dc1d57e865ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProjectPageUnlikeMutation$variables = {
  id: string;
};
export type ProjectPageUnlikeMutation$data = {
  readonly unlikePortfolioProject: {
    readonly data?: {
      readonly id: string;
      readonly likes: number;
      readonly viewerLikes: boolean;
    };
  };
};
export type ProjectPageUnlikeMutation = {
  response: ProjectPageUnlikeMutation$data;
  variables: ProjectPageUnlikeMutation$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioProject",
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
          "name": "likes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerLikes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationUnlikePortfolioProjectSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectPageUnlikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unlikePortfolioProject",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProjectPageUnlikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unlikePortfolioProject",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "37297dccc756c91704ca9f8adcf9ae86",
    "id": null,
    "metadata": {},
    "name": "ProjectPageUnlikeMutation",
    "operationKind": "mutation",
    "text": "mutation ProjectPageUnlikeMutation(\n  $id: ID!\n) {\n  unlikePortfolioProject(id: $id) {\n    __typename\n    ... on MutationUnlikePortfolioProjectSuccess {\n      data {\n        id\n        likes\n        viewerLikes\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2b089a0a53e14dd2dc6d0ffc35491e8d";

export default node;
