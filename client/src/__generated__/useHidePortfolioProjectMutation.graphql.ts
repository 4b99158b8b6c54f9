/**
 * @generated SignedSource<<b740c823d655a959c094631ab78d1af3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PortfolioVisibility = "DRAFT" | "HIDDEN" | "PUBLISHED" | "%future added value";
export type useHidePortfolioProjectMutation$variables = {
  id: string;
};
export type useHidePortfolioProjectMutation$data = {
  readonly hidePortfolioProject: {
    readonly __typename: "MutationHidePortfolioProjectSuccess";
    readonly data: {
      readonly id: string;
      readonly visibility: PortfolioVisibility | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useHidePortfolioProjectMutation = {
  response: useHidePortfolioProjectMutation$data;
  variables: useHidePortfolioProjectMutation$variables;
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
    "name": "hidePortfolioProject",
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
                "name": "visibility",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationHidePortfolioProjectSuccess",
        "abstractKey": null
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
    "name": "useHidePortfolioProjectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useHidePortfolioProjectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6fb18d67f42678eeb21b255e0907681f",
    "id": null,
    "metadata": {},
    "name": "useHidePortfolioProjectMutation",
    "operationKind": "mutation",
    "text": "mutation useHidePortfolioProjectMutation(\n  $id: ID!\n) {\n  hidePortfolioProject(id: $id) {\n    __typename\n    ... on MutationHidePortfolioProjectSuccess {\n      data {\n        id\n        visibility\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6be635938eb459ae9d5ceb2bce0f15e3";

export default node;
