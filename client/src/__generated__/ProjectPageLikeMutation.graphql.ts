/**
 * @generated SignedSource<<ab40205bb28032b5364f61bf63e64adb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProjectPageLikeMutation$variables = {
  id: string;
};
export type ProjectPageLikeMutation$data = {
  readonly likePortfolioProject: {
    readonly data?: {
      readonly id: string;
      readonly likes: number;
      readonly viewerLikes: boolean;
    };
  };
};
export type ProjectPageLikeMutation = {
  response: ProjectPageLikeMutation$data;
  variables: ProjectPageLikeMutation$variables;
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
  "type": "MutationLikePortfolioProjectSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectPageLikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "likePortfolioProject",
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
    "name": "ProjectPageLikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "likePortfolioProject",
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
    "cacheID": "c56801d70ad5607473d0a80a22043e6b",
    "id": null,
    "metadata": {},
    "name": "ProjectPageLikeMutation",
    "operationKind": "mutation",
    "text": "mutation ProjectPageLikeMutation(\n  $id: ID!\n) {\n  likePortfolioProject(id: $id) {\n    __typename\n    ... on MutationLikePortfolioProjectSuccess {\n      data {\n        id\n        likes\n        viewerLikes\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd43b7602a8244fddd8860a84066ad6f";

export default node;
