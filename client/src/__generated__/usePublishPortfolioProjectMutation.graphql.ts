/**
 * @generated SignedSource<<78552eff0956529158c25a77586f8e6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PortfolioVisibility = "DRAFT" | "HIDDEN" | "PUBLISHED" | "%future added value";
export type usePublishPortfolioProjectMutation$variables = {
  id: string;
};
export type usePublishPortfolioProjectMutation$data = {
  readonly publishPortfolioProject: {
    readonly __typename: "MutationPublishPortfolioProjectSuccess";
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
export type usePublishPortfolioProjectMutation = {
  response: usePublishPortfolioProjectMutation$data;
  variables: usePublishPortfolioProjectMutation$variables;
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
    "name": "publishPortfolioProject",
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
        "type": "MutationPublishPortfolioProjectSuccess",
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
    "name": "usePublishPortfolioProjectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePublishPortfolioProjectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e97df1e19f9a56cca91333c82dee352f",
    "id": null,
    "metadata": {},
    "name": "usePublishPortfolioProjectMutation",
    "operationKind": "mutation",
    "text": "mutation usePublishPortfolioProjectMutation(\n  $id: ID!\n) {\n  publishPortfolioProject(id: $id) {\n    __typename\n    ... on MutationPublishPortfolioProjectSuccess {\n      data {\n        id\n        visibility\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "905203ad87717dc444bd65415d3c9dee";

export default node;
