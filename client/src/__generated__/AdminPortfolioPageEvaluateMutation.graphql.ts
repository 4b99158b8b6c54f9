/**
 * @generated SignedSource<<e5ccdb2b4b11689c9bfcf0c097c67850>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EvaluatePortfolioProjectInput = {
  id: string;
  note: string;
};
export type AdminPortfolioPageEvaluateMutation$variables = {
  input: EvaluatePortfolioProjectInput;
};
export type AdminPortfolioPageEvaluateMutation$data = {
  readonly evaluatePortfolioProject: {
    readonly __typename: "MutationEvaluatePortfolioProjectSuccess";
    readonly data: {
      readonly " $fragmentSpreads": FragmentRefs<"AdminPortfolioPage_project">;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly code: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AdminPortfolioPageEvaluateMutation = {
  response: AdminPortfolioPageEvaluateMutation$data;
  variables: AdminPortfolioPageEvaluateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    }
  ],
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminPortfolioPageEvaluateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "evaluatePortfolioProject",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AdminPortfolioPage_project"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationEvaluatePortfolioProjectSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
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
    "name": "AdminPortfolioPageEvaluateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "evaluatePortfolioProject",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "name": "path",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "evaluatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "evaluationNote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioWords",
                    "kind": "LinkedField",
                    "name": "readerWords",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "locale",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "summary",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationEvaluatePortfolioProjectSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "44ef1619fda189abbf84c4f0857e63a5",
    "id": null,
    "metadata": {},
    "name": "AdminPortfolioPageEvaluateMutation",
    "operationKind": "mutation",
    "text": "mutation AdminPortfolioPageEvaluateMutation(\n  $input: EvaluatePortfolioProjectInput!\n) {\n  evaluatePortfolioProject(input: $input) {\n    __typename\n    ... on MutationEvaluatePortfolioProjectSuccess {\n      data {\n        ...AdminPortfolioPage_project\n        id\n      }\n    }\n    ... on NotFoundError {\n      code\n    }\n  }\n}\n\nfragment AdminPortfolioPage_project on PortfolioProject {\n  id\n  path\n  updatedAt\n  evaluatedAt\n  evaluationNote\n  readerWords {\n    locale\n    title\n    summary\n  }\n}\n"
  }
};
})();

(node as any).hash = "5bc885b12eaf17b0ccf6f237350051bd";

export default node;
